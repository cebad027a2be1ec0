// The site shell around every page: skip link, header, the page, footer, the particle background, toasts and the
// page-loading indicator, the mobile demo banner and the consent banner; it scrolls to the top on every route change.
import styled from '@emotion/styled';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useServices } from './ServicesContext';
import { GlobalStyles } from '../theme/GlobalStyles';
import { LAYER } from '../theme/overlays';
import { Header } from './shell/Header';
import { ErrorBoundary } from './ErrorBoundary';
import { deferred } from './lazyPage';
import { ClientOnly } from './shell/ClientOnly';
import type { FooterProps } from './shell/Footer';
import { LazyToaster } from './shell/LazyToaster';
import { PageLoading } from './shell/PageLoading';

const SkipLink = styled.a(({ theme }) => ({
  position: 'absolute',
  left: theme.space[4],
  top: -100,
  zIndex: LAYER.skipLink,
  padding: `${theme.space[2]} ${theme.space[4]}`,
  background: theme.colors.brand,
  color: theme.colors.onBrand,
  borderRadius: theme.radius.control,
  '&:focus': { top: theme.space[2], color: theme.colors.onBrand },
}));

const Main = styled.main({ position: 'relative', zIndex: LAYER.page, minHeight: '60vh' });
const Above = styled.div({ position: 'relative', zIndex: LAYER.page });

const Footer = deferred<FooterProps>(() => import('./shell/Footer').then((module) => ({ default: module.Footer })));
const ConsentBanner = () => import('./shell/ConsentBanner').then((module) => ({ default: module.ConsentBanner }));
const MobileDemoBanner = () => import('../components/MobileDemoBanner').then((module) => ({ default: module.MobileDemoBanner }));
const ParticleBackground = () => import('../components/particles/ParticleBackground').then((module) => ({ default: module.ParticleBackground }));

/** A new route starts at the top. Not the first page: the browser placed it, and a visitor may have scrolled it
 * while the app started (docs/interactions-before-start.md); going back to the top then lost their place. */
const useScrollToTopOnRouteChange = () => {
  const { pathname, hash } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (!firstPage.current && !hash) window.scrollTo(0, 0);
    firstPage.current = false;
  }, [pathname, hash]);
};

/** What the arrival page carried serves its hydrating renders (React may run one again) and nothing after: the first
 * route change forgets it, in this render, before the next page reads the repository. */
const useReleaseCarriedOnRouteChange = () => {
  const { pathname } = useLocation();
  const { contentRepository } = useServices();
  const arrival = useRef(pathname);
  if (pathname !== arrival.current) contentRepository.releaseCarried();
};

export const Shell = () => {
  useScrollToTopOnRouteChange();
  useReleaseCarriedOnRouteChange();
  const [cookieSettingsRequests, setCookieSettingsRequests] = useState(0);
  return (
    <>
      <GlobalStyles />
      <SkipLink href="#main">Skip to content</SkipLink>
      <ClientOnly load={ParticleBackground} props={{}} whenIdle />
      <Header />
      <Main id="main" tabIndex={-1}>
        <ErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Main>
      <Above>
        <Suspense fallback={null}>
          <Footer.Component onCookieSettings={() => setCookieSettingsRequests((n) => n + 1)} />
        </Suspense>
      </Above>
      <ClientOnly load={MobileDemoBanner} props={{}} whenIdle />
      <ClientOnly load={ConsentBanner} props={{ reopenRequests: cookieSettingsRequests }} />
      <LazyToaster />
    </>
  );
};
