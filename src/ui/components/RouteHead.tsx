// The head of a route-table page, filled from the route table: title, description, keywords, canonical, robots,
// Open Graph, Twitter and JSON-LD. Loaded through RouteSeo, in its own chunk.
import { routeById } from '../../domain/site/routes';
import { routeShareImage } from '../../domain/site/shareCard';
import type { HeadInput } from '../../domain/site/headMeta';
import type { RouteId } from '../../domain/site/routeTable';
import { Seo } from './Seo';

export interface RouteSeoProps {
  readonly id: RouteId;
  readonly jsonLd?: HeadInput['jsonLd'];
  readonly breadcrumbs?: HeadInput['breadcrumbs'];
  readonly ogType?: HeadInput['ogType'];
}

const RouteHead = ({ id, ...extra }: RouteSeoProps) => {
  const route = routeById(id);
  return (
    <Seo
      path={route.path}
      title={route.title}
      description={route.description}
      keywords={route.keywords}
      schemaType={route.schemaType}
      indexable={route.indexable}
      image={routeShareImage(route)}
      {...extra}
    />
  );
};

export default RouteHead;
