// The head of a route-table page: its title, description and keywords from the route table, plus any extras.
import { routeById, type RouteId } from '../../domain/site/routes';
import type { HeadInput } from '../../domain/site/headMeta';
import { Seo } from './Seo';

export interface RouteSeoProps {
  readonly id: RouteId;
  readonly jsonLd?: HeadInput['jsonLd'];
  readonly breadcrumbs?: HeadInput['breadcrumbs'];
  readonly ogType?: HeadInput['ogType'];
}

export const RouteSeo = ({ id, ...extra }: RouteSeoProps) => {
  const route = routeById(id);
  return (
    <Seo
      path={route.path}
      title={route.title}
      description={route.description}
      keywords={route.keywords}
      schemaType={route.schemaType}
      indexable={route.indexable}
      {...extra}
    />
  );
};
