// /security (SEC-2): the trust centre. Its heading, 'Enterprise-Grade Security Protocols', and its paragraph on
// protecting data, AI models and intellectual property; then the four figures a security review asks first, and
// the facts the Terms of Service and the privacy policy state, grouped, each linking to the clause it comes from
// (src/domain/security/trustFacts.ts, where each is checked against its source). The same facts are the page's
// structured data and the AI playground's knowledge. The footer's contact panel ends the page, as on every page.
import styled from '@emotion/styled';
import { FileText } from 'lucide-react';
import { TRUST_FIGURES, TRUST_GROUPS, trustSourcePath } from '../../../domain/security/trustFacts';
import { pathOf } from '../../../domain/site/routeTable';
import { absoluteUrl } from '../../../domain/site/siteConfig';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { Container, Section } from '../../components/Layout';
import { RouterLink } from '../../components/RouterLink';
import { routeHeading } from '../../../domain/site/routeHeadings';
import { PageHero } from '../../components/PageHero';
import { RouteSeo } from '../../components/RouteSeo';
import { SECURITY_COPY, SECURITY_PARAGRAPH } from './security.content';
import { trustJsonLd } from './trustJsonLd';

const Figures = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: 1,
  margin: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.card,
  overflow: 'hidden',
  background: theme.colors.border,
  '& > div': { display: 'flex', flexDirection: 'column-reverse', gap: theme.space[2], padding: theme.space[6], background: theme.colors.bg },
  '& dt': { color: theme.colors.muted, fontSize: theme.fontSize.sm, lineHeight: 1.4 },
  '& dd': { margin: 0, fontSize: theme.fontSize['3xl'], fontWeight: 700, lineHeight: 1.1, letterSpacing: '-0.02em', color: theme.colors.text },
}));

const Groups = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[16] }));

/** A group: its title in a narrow column beside its facts on wide screens, above them on phones. */
const Group = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  [theme.mq.wide]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: theme.space[12] },
  '& > h2': { fontSize: theme.fontSize.xl, margin: 0 },
}));

const Facts = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  borderTop: `1px solid ${theme.colors.border}`,
  '& > li': { display: 'grid', gap: theme.space[2], paddingBlock: theme.space[6], borderBottom: `1px solid ${theme.colors.border}` },
  '& h3': { fontSize: theme.fontSize.lg, margin: 0 },
  '& p': { margin: 0, color: theme.colors.muted, maxWidth: theme.proseWidth },
}));

const SourceLink = styled(RouterLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: 32,
  fontSize: theme.fontSize.sm,
  fontWeight: 600,
  color: theme.colors.brand,
  width: 'fit-content',
}));


const SecurityPage = () => {
  const config = useSiteConfig();
  return (
    <>
      <RouteSeo id="security" jsonLd={[trustJsonLd(absoluteUrl(config, pathOf('security')), (path) => absoluteUrl(config, path))]} />
      <PageHero eyebrow={SECURITY_COPY.eyebrow} heading={routeHeading('security').heading} intro={SECURITY_PARAGRAPH} />
      <Section aria-labelledby="trust-figures-title" style={{ paddingTop: 0 }}>
        <Container>
          <h2 id="trust-figures-title" className="visually-hidden">
            {SECURITY_COPY.figuresTitle}
          </h2>
          <Figures>
            {TRUST_FIGURES.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </Figures>
        </Container>
      </Section>
      <Section tone="surface">
        <Container>
          <Groups>
            {TRUST_GROUPS.map((group) => (
              <Group key={group.id} aria-labelledby={`trust-${group.id}`}>
                <h2 id={`trust-${group.id}`}>{group.title}</h2>
                <Facts>
                  {group.facts.map((fact) => (
                    <li key={fact.id} id={fact.id}>
                      <h3>{fact.title}</h3>
                      <p>{fact.text}</p>
                      <SourceLink to={trustSourcePath(fact.source)}>
                        <FileText size={16} aria-hidden="true" />
                        {fact.source.label}
                      </SourceLink>
                    </li>
                  ))}
                </Facts>
              </Group>
            ))}
          </Groups>
        </Container>
      </Section>
    </>
  );
};

export default SecurityPage;
