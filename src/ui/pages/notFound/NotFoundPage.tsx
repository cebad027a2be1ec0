// The not-found page (DECISIONS.md "Unknown paths"): 404, "Page Not Found", the message, Return Home, Refresh Page,
// the collapsible Technical Information, a toast and a visible countdown to the home page after 10 s, cancelled
// when the visitor leaves first. The host answers these paths with status 404 and this page prerendered.
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { NOT_FOUND_REDIRECT_DELAY_MS } from '../../../domain/site/constants';
import { NOT_FOUND_META } from '../../../domain/site/routes';
import { Button, ButtonLink } from '../../components/Button';
import { ButtonRow, Container } from '../../components/Layout';
import { Seo } from '../../components/Seo';

export const NOT_FOUND_TOAST = 'Page not found. Redirecting to home page in 10 seconds...';
const MESSAGE = 'The page you are looking for doesn’t exist or has been moved.';

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

const NotFoundPage = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [remaining, setRemaining] = useState(NOT_FOUND_REDIRECT_DELAY_MS / 1000);
  const [details, setDetails] = useState({ referrer: '', browser: '' });

  useEffect(() => {
    const referrer = document.referrer || '(none)';
    const browser = navigator.userAgent;
    setDetails({ referrer, browser });
    console.warn('Page not found', { route: pathname, referrer, browser });
    toast.info(NOT_FOUND_TOAST, { id: 'not-found' });
    const started = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, NOT_FOUND_REDIRECT_DELAY_MS - (Date.now() - started));
      setRemaining(Math.ceil(left / 1000));
      if (left === 0) {
        window.clearInterval(timer);
        navigate('/');
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [pathname, navigate]);

  return (
    <Wrap>
      <Seo path={pathname} title={NOT_FOUND_META.title} description={NOT_FOUND_META.description} schemaType="WebPage" indexable={false} />
      <Container>
        <Code aria-hidden="true">404</Code>
        <h1>{NOT_FOUND_META.heading}</h1>
        <p>{MESSAGE}</p>
        <p role="status" aria-live="polite">
          Redirecting to the home page in <strong>{remaining}</strong> {remaining === 1 ? 'second' : 'seconds'}.
        </p>
        <ButtonRow style={{ justifyContent: 'center' }}>
          <ButtonLink to="/">Return Home</ButtonLink>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </ButtonRow>
        <Details>
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
    </Wrap>
  );
};

export default NotFoundPage;
