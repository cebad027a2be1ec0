// The site footer (FOOTER-1, FOOTER-2, FOOTER-3, FOOTER-4, FOOTER-5, FOOTER-6, CONSENT-7): the "Need to get in touch"
// panel, logo, contact email, social links, the four link columns, legal links, Cookie settings and the copyright line
// with the current year.
import styled from '@emotion/styled';
import { Mail } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { FOOTER_COLUMNS, LEGAL_LINKS, SOCIAL_LINKS } from '../../../domain/site/navigation';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Layout';
import { Logo } from '../../components/Logo';
import { NavLinkAnchor } from '../../components/NavLinkAnchor';
import { useSiteConfig } from '../SiteConfigContext';
import { pathOf } from '../../../domain/site/routeTable';
import { useReplayTargets } from '../replayTargets';

const Root = styled.footer(({ theme }) => ({
  position: 'relative',
  borderTop: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  paddingBottom: theme.space[8],
}));

// The contact panel is the footer's first row, not a card: every page ends with its own call to action just above,
// and a second card after it read as the same ending twice (docs/calls-to-action.md, "The footer's contact row").
const Panel = styled.section(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[4],
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: theme.space[8],
  marginBottom: theme.space[12],
  borderBottom: `1px solid ${theme.colors.border}`,
  '& h2': { fontSize: theme.fontSize.lg, margin: 0 },
  '& p': { color: theme.colors.muted, fontSize: theme.fontSize.sm, margin: `${theme.space[1]} 0 0` },
}));

/** Pages that are the contact page, or its answer: the panel would send the visitor where they are. */
const WITHOUT_CONTACT_PANEL: readonly string[] = [pathOf('contact'), pathOf('contactSuccess')];

const Spacer = styled.div(({ theme }) => ({ height: theme.space[12] }));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  gridTemplateColumns: '1.4fr repeat(4, 1fr)',
  [theme.mq.mobile]: { gridTemplateColumns: '1fr 1fr' },
  '@media (min-width: 768px) and (max-width: 1023.98px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
  '& h2': { fontSize: theme.fontSize.sm, textTransform: 'uppercase', letterSpacing: '0.08em', margin: `0 0 ${theme.space[3]}` },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[1] },
}));

const About = styled.div(({ theme }) => ({
  [theme.mq.mobile]: { gridColumn: '1 / -1' },
  '& p': { color: theme.colors.muted, fontSize: theme.fontSize.sm, maxWidth: '34ch', margin: `${theme.space[3]} 0` },
}));

const footerLink = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 32,
  color: 'var(--c-muted)',
  textDecoration: 'none',
  fontSize: '0.95rem',
  '&:hover': { color: 'var(--c-brand)', textDecoration: 'underline' },
} as const;

const FooterLink = styled(NavLinkAnchor)(footerLink);
const MailLink = styled.a(footerLink);
const LinkButton = styled.button({ ...footerLink, border: 0, background: 'none', padding: 0, cursor: 'pointer' });

const Bottom = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[4],
  justifyContent: 'space-between',
  alignItems: 'center',
  borderTop: `1px solid ${theme.colors.border}`,
  marginTop: theme.space[12],
  paddingTop: theme.space[6],
  color: theme.colors.muted,
  fontSize: theme.fontSize.sm,
  '& ul': { display: 'flex', flexWrap: 'wrap', gap: theme.space[4], listStyle: 'none', margin: 0, padding: 0 },
}));

const BrandLink = styled(RouterLink)(({ theme }) => ({ color: theme.colors.text, display: 'inline-flex', minHeight: 44, alignItems: 'center' }));

export interface FooterProps {
  /** Reopens the cookie consent choices (analytics consent, CONSENT-7). */
  readonly onCookieSettings: () => void;
}

export const Footer = ({ onCookieSettings }: FooterProps) => {
  const config = useSiteConfig();
  const replayTarget = useReplayTargets(['footer-cookie-settings']);
  const { pathname } = useLocation();
  return (
    <Root>
      <Container>
        {WITHOUT_CONTACT_PANEL.includes(pathname) ? (
          <Spacer />
        ) : (
          <Panel aria-labelledby="footer-contact-title">
            <div>
              <h2 id="footer-contact-title">Need to get in touch?</h2>
              <p>Questions about agents, pricing or partnering? Our team replies within one business day.</p>
            </div>
            <ButtonLink to={pathOf('contact')} variant="secondary">
              Contact Us
            </ButtonLink>
          </Panel>
        )}
        <Columns>
          <About>
            <BrandLink to={pathOf('home')} aria-label="Threo home">
              <Logo size={28} />
            </BrandLink>
            <p>Managed AI agents, the ThreoAI business portal and the ThreoBuilder no-code agent builder.</p>
            <MailLink href={`mailto:${config.emails.info}`}>
              <Mail size={16} aria-hidden="true" />
              {config.emails.info}
            </MailLink>
            <ul aria-label="Social profiles">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.label}>
                  <FooterLink link={link} />
                </li>
              ))}
            </ul>
          </About>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
              <h2 id={`footer-${column.title}`}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Columns>
        <Bottom>
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {config.companyName}. All rights reserved.
          </p>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.label}>
                <FooterLink link={link} />
              </li>
            ))}
            <li>
              <LinkButton {...replayTarget('footer-cookie-settings')} type="button" onClick={onCookieSettings}>
                Cookie settings
              </LinkButton>
            </li>
          </ul>
        </Bottom>
      </Container>
    </Root>
  );
};
