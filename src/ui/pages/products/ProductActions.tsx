// A product page's call-to-action buttons: router links to the route each action names, to the demo page with the
// action's intent when it has one.
import { demoPath } from '../../../domain/site/demoIntents';
import { pathOf } from '../../../domain/site/routeTable';
import { ButtonLink } from '../../components/Button';
import type { ProductAction } from './productContent';

export const ActionLinks = ({ actions }: { readonly actions: readonly ProductAction[] }) => (
  <>
    {actions.map((action) => (
      <ButtonLink key={action.label} to={action.to === 'demo' ? demoPath(action.intent) : pathOf(action.to)} variant={action.variant} size="lg">
        {action.label}
      </ButtonLink>
    ))}
  </>
);
