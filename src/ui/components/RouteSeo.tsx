// The head of a route-table page: its title, description and keywords from the route table, plus any extras.
// A deferred part: the prerendered HTML has the complete head (the prerenderer renders it and moves it into
// <head>), so the browser needs the head's code and every route's head data only for the next client navigation.
// It arrives after hydration instead of weighing on each page's first download.
import { Suspense } from 'react';
import { deferred } from '../app/lazyPage';
import type { RouteSeoProps } from './RouteHead';

export type { RouteSeoProps };

const RouteHead = deferred<RouteSeoProps>(() => import('./RouteHead'));

export const RouteSeo = (props: RouteSeoProps) => (
  <Suspense fallback={null}>
    <RouteHead.Component {...props} />
  </Suspense>
);
