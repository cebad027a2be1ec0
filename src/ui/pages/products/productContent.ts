// The shape of a product page's content (ThreoAI, ThreoBuilder): hero actions, feature cards, screenshots,
// how-it-works steps and the closing call to action. Icons are lucide names the view maps to components.
import type { DemoIntent } from '../../../domain/site/demoIntents';
import type { RouteId } from '../../../domain/site/routes';
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

export interface ProductAction {
  readonly label: string;
  readonly to: RouteId;
  readonly variant: 'primary' | 'secondary';
  /** What the demo page should do for this button (src/domain/site/demoIntents.ts); only with `to: 'demo'`. */
  readonly intent?: DemoIntent;
}

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
  readonly heroActions: readonly ProductAction[];
  readonly screenshots: { readonly title: string; readonly lead: string; readonly shots: readonly Screenshot[] };
  readonly features: { readonly title: string; readonly lead: string; readonly items: readonly ProductFeature[] };
  readonly steps: {
    readonly title: string;
    readonly lead: string;
    readonly items: readonly ProductStep[];
    readonly action: ProductAction;
  };
  readonly closing: { readonly title: string; readonly text: string; readonly actions: readonly ProductAction[] };
}
