// The home page (HOME-1): the hero's text and calls to action come with the page's code; everything after them (the
// webinar banner, then problem to closing call to action) is a deferred part, complete in the prerendered HTML and
// hydrated when its chunk arrives, so the first screen is interactive before the rest of the page's code is downloaded.
// Inside it, the playground, the carousel and the calculator load their code when the visitor nears them.
import { Suspense } from 'react';
import { deferred } from '../../app/lazyPage';
import { RouteSeo } from '../../components/RouteSeo';
import { Hero } from './sections/Hero';

const BelowTheFold = deferred(() => import('./BelowTheFold'));

const HomePage = () => (
  <>
    <RouteSeo id="home" />
    <Hero />
    <Suspense fallback={null}>
      <BelowTheFold.Component />
    </Suspense>
  </>
);

export default HomePage;
