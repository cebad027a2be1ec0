// The head of a route-table page: its title, description and keywords from the route table, plus any extras.
// A deferred part: the prerendered HTML has the complete head (the prerenderer renders it and moves it into
// <head>), so the browser needs the head's code and every route's head data only for the next client navigation.
// It arrives after hydration instead of weighing on each page's first download.
import { Suspense } from 'react';
import type { HeadInput } from '../../domain/site/headMeta';
import type { RouteId } from '../../domain/site/routeTable';
import { deferred } from '../app/lazyPage';

export interface RouteSeoProps {
  readonly id: RouteId;
  readonly jsonLd?: HeadInput['jsonLd'];
  readonly breadcrumbs?: HeadInput['breadcrumbs'];
  readonly ogType?: HeadInput['ogType'];
}

const RouteHead = deferred<RouteSeoProps>(() => import('./RouteHead'));

export const RouteSeo = (props: RouteSeoProps) => (
  <Suspense fallback={null}>
    <RouteHead.Component {...props} />
  </Suspense>
);
