// The mobile demo banner (HOME-18, HOME-19, HOME-20): fixed at the bottom, "Ready to get started?" with Get Demo, shown
// only on screens narrower than 768 px once the page is scrolled more than 300 px, and dismissed for good
// (mobileBannerMachine + the BannerStore service). Never on the demo page itself, where it would offer the page the
// visitor is on, nor on pricing, whose running total keeps the bottom of the screen (RunningTotal.tsx). Mounted once by
// the shell, after the footer: while the banner shows, a spacer of its height ends the page, so the footer's last links
// can always scroll clear of it.
import styled from '@emotion/styled';
import { useSelector } from '@xstate/react';
import { ArrowRight, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { mobileBannerMachine } from '../../application/machines/mobileBannerMachine';
import { GET_DEMO_PATH } from '../../domain/site/navigation';
import { pathOf } from '../../domain/site/routeTable';
import { useAppActor } from '../app/machineActors';
import { useMachineWiring, useServices } from '../app/ServicesContext';
import { LAYER, dockOffset, useDockSlot } from '../theme/overlays';
import { ButtonLink } from './Button';

export const MOBILE_DEMO_BANNER_COPY = {
  label: 'Get a demo',
  title: 'Ready to get started?',
  cta: 'Get Demo',
  dismiss: 'Dismiss the demo banner',
} as const;

/** Where the banner never shows (see above). */
const PAGES_WITHOUT_BANNER: readonly string[] = [GET_DEMO_PATH, pathOf('pricing')];

/** The banner's height; the spacer reserves the same. */
const BANNER_HEIGHT_PX = 72;

// In the bottom dock, directly above the consent banner while that is open (theme/overlays.ts).
const Bar = styled.aside(({ theme }) => ({
  position: 'fixed',
  insetInline: 0,
  bottom: dockOffset('demo'),
  zIndex: LAYER.dock,
  minHeight: BANNER_HEIGHT_PX,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
  padding: `${theme.space[3]} ${theme.space[4]}`,
  paddingBottom: `calc(${theme.space[3]} + env(safe-area-inset-bottom, 0px))`,
  background: theme.colors.headerBg,
  backdropFilter: 'blur(12px)',
  WebkitBackdropFilter: 'blur(12px)',
  borderTop: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadow.menu,
  '& p': { flex: 1, margin: 0, fontWeight: 700 },
  [theme.mq.desktop]: { display: 'none' },
}));

const Dismiss = styled.button(({ theme }) => ({
  width: 44,
  height: 44,
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: theme.radius.control,
  background: 'transparent',
  color: theme.colors.muted,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.text, background: theme.colors.tint },
}));

const Spacer = styled.div(({ theme }) => ({ height: BANNER_HEIGHT_PX, [theme.mq.desktop]: { display: 'none' } }));

/** The banner's machine for the view: whether it shows, and its events. */
const useMobileBanner = () => {
  const { bannerStore } = useServices();
  // The store is read when the machine starts; on the server and at hydration the banner is hidden either way
  // (the width is unknown until the view reports it), so the markup always matches.
  const [dismissedBefore] = useState(() => bannerStore.isDismissed());
  const actor = useAppActor(useMachineWiring().mobileBanner(mobileBannerMachine), { input: { dismissedBefore } });
  const shown = useSelector(actor, (snapshot) => snapshot.hasTag('shown'));
  const events = useMemo(
    () => ({
      viewportChanged: (width: number, scrollY: number) => {
        actor.send({ type: 'viewport.resized', width });
        actor.send({ type: 'page.scrolled', scrollY });
      },
      dismiss: () => actor.send({ type: 'banner.dismiss' }),
    }),
    [actor],
  );
  return { shown, ...events };
};

export const MobileDemoBanner = () => {
  const { shown: bannerShown, viewportChanged, dismiss } = useMobileBanner();
  const { pathname } = useLocation();
  const shown = bannerShown && !PAGES_WITHOUT_BANNER.includes(pathname);
  const bar = useRef<HTMLElement>(null);
  useDockSlot('demo', bar, shown);

  useEffect(() => {
    let frame = 0;
    const report = () => {
      frame = 0;
      viewportChanged(window.innerWidth, window.scrollY);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(report);
    };
    report();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [viewportChanged]);

  if (!shown) return null;
  return (
    <>
      <Spacer aria-hidden="true" data-mobile-banner-spacer="" />
      <Bar ref={bar} aria-label={MOBILE_DEMO_BANNER_COPY.label}>
        <p>{MOBILE_DEMO_BANNER_COPY.title}</p>
        <ButtonLink to={GET_DEMO_PATH}>
          {MOBILE_DEMO_BANNER_COPY.cta}
          <ArrowRight size={16} aria-hidden="true" />
        </ButtonLink>
        <Dismiss type="button" aria-label={MOBILE_DEMO_BANNER_COPY.dismiss} onClick={dismiss}>
          <X size={20} aria-hidden="true" />
        </Dismiss>
      </Bar>
    </>
  );
};
