// The shape of a product page's content (ThreoAI, ThreoBuilder): hero actions, feature cards, screenshots,
// how-it-works steps and the closing call to action. Icons are lucide names the view maps to components.
import type { PageAction } from '../../components/ActionLinks';
import type { Screenshot } from './screenshots';

export type ProductIconName =
  | 'Palette'
  | 'Cpu'
  | 'ChartColumn'
  | 'TicketCheck'
  | 'DatabaseZap'
  | 'ShieldCheck'
  | 'Workflow'
  | 'BrainCircuit'
  | 'FileStack'
  | 'Code'
  | 'FlaskConical'
  | 'Rocket';

export interface ProductFeature {
  readonly icon: ProductIconName;
  readonly title: string;
  readonly text: string;
}

export interface ProductStep {
  readonly title: string;
  readonly text: string;
}

export interface ProductContent {
  readonly eyebrow: string;
  readonly heroActions: readonly PageAction[];
  readonly screenshots: { readonly title: string; readonly lead: string; readonly shots: readonly Screenshot[] };
  readonly features: { readonly title: string; readonly lead: string; readonly items: readonly ProductFeature[] };
  readonly steps: {
    readonly title: string;
    readonly lead: string;
    readonly items: readonly ProductStep[];
    readonly action: PageAction;
  };
  readonly closing: { readonly title: string; readonly text: string; readonly actions: readonly PageAction[] };
}
