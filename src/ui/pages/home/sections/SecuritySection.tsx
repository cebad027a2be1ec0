// The security section (SEC-1, HOME-16: zero data retention by default, SOC 2, HIPAA and GDPR),
// linking to /security. The claims are the domain's list, so nothing beyond them is said here.
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { SECURITY_CLAIMS } from '../../../../domain/security/securityClaims';
import { ButtonLink } from '../../../components/Button';
import { Container, Section } from '../../../components/Layout';
import { SECURITY_COPY } from '../home.content';
import { SECURITY_ICONS } from '../homeIcons';
import { SectionIntro, titleId } from './SectionIntro';
import { cardSurface } from '../../../components/surfaces';

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[12],
  alignItems: 'start',
  [theme.mq.wide]: { gridTemplateColumns: 'minmax(0, 0.9fr) minmax(0, 1.1fr)' },
}));

const Claims = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(240px, 100%), 1fr))',
}));

const Claim = styled.li(({ theme }) => ({
  display: 'flex',
  gap: theme.space[4],
  padding: theme.space[6],
  ...cardSurface(theme, theme.colors.surface),
  '& h3': { fontSize: theme.fontSize.base, margin: `0 0 ${theme.space[1]}` },
  '& p': { margin: 0, color: theme.colors.muted, fontSize: theme.fontSize.sm },
  '& > svg': { flexShrink: 0, color: theme.colors.success, marginTop: 2 },
}));

const Intro = styled.div(({ theme }) => ({ '& > header': { marginBottom: theme.space[8] } }));

export const SecuritySection = () => (
  <Section id={SECURITY_COPY.id} aria-labelledby={titleId(SECURITY_COPY)}>
    <Container>
      <Layout>
        <Intro>
          <SectionIntro copy={SECURITY_COPY} align="start" />
          <ButtonLink to={SECURITY_COPY.link.to} variant="secondary">
            {SECURITY_COPY.link.label}
            <ArrowRight size={16} aria-hidden="true" />
          </ButtonLink>
        </Intro>
        <Claims>
          {SECURITY_CLAIMS.map((claim) => {
            const Icon = SECURITY_ICONS[claim.id];
            return (
              <Claim key={claim.id}>
                <Icon size={24} aria-hidden="true" />
                <div>
                  <h3>{claim.title}</h3>
                  <p>{claim.description}</p>
                </div>
              </Claim>
            );
          })}
        </Claims>
      </Layout>
    </Container>
  </Section>
);
