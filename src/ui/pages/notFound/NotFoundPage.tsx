// The not-found page (NF-1, NF-2, NF-3, NF-4): 404, "Page Not Found", the message, Return Home, Refresh Page,
// the collapsible Technical Information, and the notFoundRedirect machine's toast and visible countdown to the home
// page after 10 s, cancelled when the visitor leaves first, and stopped (WCAG 2.2.1) with Stay on this page or by
// opening the Technical Information to read it. The visit (route, referrer, browser) goes to the Logger.
// The host answers these paths with status 404 and this page prerendered.
import styled from '@emotion/styled';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notFoundRedirectMachine } from '../../../application/machines/notFoundRedirectMachine';
import { NOT_FOUND_META } from '../../../domain/site/routes';
import { useAppActor } from '../../app/machineActors';
import { useMachineWiring, useServices } from '../../app/ServicesContext';
import { Button, ButtonLink } from '../../components/Button';
import { ButtonRow, Container } from '../../components/Layout';
import { Seo } from '../../components/Seo';
import { useReplayTargets } from '../../app/replayTargets';

/** Shown before the script has read them (the prerendered page cannot know the visitor's referrer or browser). */
const UNKNOWN = '…';
/** The screen's message, as NF-1 words it. */
export const NOT_FOUND_MESSAGE = "The page you are looking for doesn't exist or has been moved.";
/** What the Technical Information shows when the visitor came without a referrer. */
export const NO_REFERRER = '(none)';

const Wrap = styled.div(({ theme }) => ({
  paddingTop: `calc(${theme.headerHeight} + ${theme.space[24]})`,
  paddingBottom: theme.space[24],
  textAlign: 'center',
  '& > div > *': { marginInline: 'auto' },
}));

const Code = styled.p(({ theme }) => ({
  fontSize: 'clamp(4rem, 14vw, 8rem)',
  fontWeight: 800,
  lineHeight: 1,
  margin: 0,
  background: theme.gradient,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
}));

const Details = styled.details(({ theme }) => ({
  maxWidth: 560,
  marginTop: theme.space[8],
  textAlign: 'left',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.control,
  padding: theme.space[4],
  background: theme.colors.surface,
  '& summary': { cursor: 'pointer', fontWeight: 600, minHeight: 32 },
  '& dl': { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${theme.space[1]} ${theme.space[4]}`, margin: `${theme.space[3]} 0 0` },
  '& dd': { margin: 0, wordBreak: 'break-all', color: theme.colors.muted },
}));

interface VisitDetails {
  readonly referrer: string;
  readonly browser: string;
}

/** What the status line says once the visitor has stopped the redirect. */
export const REDIRECT_STOPPED = 'Automatic redirect stopped. You can stay on this page.';

/**
 * The countdown to the home page: the seconds left, whether it is stopped, and the stop; the machine's redirect is
 * followed with the router.
 */
const useNotFoundRedirect = () => {
  const navigate = useNavigate();
  // Leaving the page unmounts the visit, which stops the actor and with it the pending redirect.
  const actor = useAppActor(useMachineWiring().notFoundRedirect(notFoundRedirectMachine));
  useEffect(() => {
    const subscription = actor.on('redirect', ({ path }) => void navigate(path));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  const secondsRemaining = useSelector(actor, (snapshot) => snapshot.context.secondsRemaining);
  const stopped = useSelector(actor, (snapshot) => snapshot.hasTag('stopped'));
  const stop = useCallback(() => actor.send({ type: 'countdown.stop' }), [actor]);
  return { secondsRemaining, stopped, stop };
};

/** One visit of an unknown path: its own countdown, so moving to another unknown path starts a fresh one. */
const NotFoundVisit = ({ pathname }: { readonly pathname: string }) => {
  const { logger, reloader } = useServices();
  const { secondsRemaining, stopped, stop } = useNotFoundRedirect();
  const [details, setDetails] = useState<VisitDetails>({ referrer: UNKNOWN, browser: UNKNOWN });

  useEffect(() => {
    const visit = { referrer: document.referrer || NO_REFERRER, browser: navigator.userAgent };
    setDetails(visit);
    logger.warn('Page not found', { route: pathname, ...visit });
  }, [pathname, logger]);

  const replayTarget = useReplayTargets(['not-found-refresh']);
  return (
    <Container>
      <Code aria-hidden="true">404</Code>
      <h1>{NOT_FOUND_META.heading}</h1>
      <p>{NOT_FOUND_MESSAGE}</p>
      <p role="status" aria-live="polite">
        {stopped ? (
          REDIRECT_STOPPED
        ) : (
          <>
            Redirecting to the home page in <strong>{secondsRemaining}</strong> {secondsRemaining === 1 ? 'second' : 'seconds'}.
          </>
        )}
      </p>
      <ButtonRow style={{ justifyContent: 'center' }}>
        <ButtonLink to="/">Return Home</ButtonLink>
        <Button {...replayTarget('not-found-refresh')} variant="secondary" onClick={() => reloader.reload()}>
          Refresh Page
        </Button>
        {stopped ? null : (
          <Button variant="ghost" onClick={stop}>
            Stay on this page
          </Button>
        )}
      </ButtonRow>
      <Details onToggle={(event) => event.currentTarget.open && stop()}>
        <summary>Technical Information</summary>
        <dl>
          <dt>Path</dt>
          <dd>{pathname}</dd>
          <dt>Referrer</dt>
          <dd>{details.referrer}</dd>
          <dt>Browser</dt>
          <dd>{details.browser}</dd>
        </dl>
      </Details>
    </Container>
  );
};

const NotFoundPage = () => {
  const { pathname } = useLocation();
  return (
    <Wrap>
      <Seo path={pathname} title={NOT_FOUND_META.title} description={NOT_FOUND_META.description} schemaType="WebPage" indexable={false} />
      <NotFoundVisit key={pathname} pathname={pathname} />
    </Wrap>
  );
};

export default NotFoundPage;
