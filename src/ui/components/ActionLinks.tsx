// A page's call-to-action buttons from its content: router links to the route each action names, to the demo page
// with the action's intent when it has one. One home for the product, partner and solution pages' actions.
import { demoPath, type DemoIntent } from '../../domain/site/demoIntents';
import { pathOf } from '../../domain/site/routeTable';
import type { RouteId } from '../../domain/site/routes';
import { ButtonLink } from './Button';

export interface PageAction {
  readonly label: string;
  readonly to: RouteId;
  readonly variant: 'primary' | 'secondary';
  /** What the demo page should do for this button (src/domain/site/demoIntents.ts); only with `to: 'demo'`. */
  readonly intent?: DemoIntent;
}

export const ActionLinks = ({ actions }: { readonly actions: readonly PageAction[] }) => (
  <>
    {actions.map((action) => (
      <ButtonLink
        key={action.label}
        to={action.to === 'demo' ? demoPath(action.intent) : pathOf(action.to)}
        variant={action.variant}
        size="lg"
      >
        {action.label}
      </ButtonLink>
    ))}
  </>
);
