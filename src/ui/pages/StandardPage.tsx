// A route-table page's frame: its head metadata and its hero (the h1 and intro line of the route table),
// followed by the page's own sections.
import type { ReactNode } from 'react';
import { routeHeading } from '../../domain/site/routeHeadings';
import type { RouteId } from '../../domain/site/routeTable';
import { PageHero } from '../components/PageHero';
import { RouteSeo, type RouteSeoProps } from '../components/RouteSeo';

export interface StandardPageProps extends Omit<RouteSeoProps, 'id'> {
  readonly id: RouteId;
  readonly eyebrow?: string;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

export const StandardPage = ({ id, eyebrow, actions, children, ...seo }: StandardPageProps) => {
  const route = routeHeading(id);
  return (
    <>
      <RouteSeo id={id} {...seo} />
      <PageHero heading={route.heading} intro={route.intro} eyebrow={eyebrow} actions={actions} />
      {children}
    </>
  );
};
