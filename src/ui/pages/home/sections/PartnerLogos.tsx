// The partner logos (HOME-15: name, logo): our own SVG wordmarks with their size set, loaded
// lazily since they sit far below the fold.
import styled from '@emotion/styled';
import { PARTNER_LOGOS } from '../../../../domain/home/partnerLogos';
import { Container } from '../../../components/Layout';
import { PARTNERS_COPY } from '../home.content';

const Root = styled.section(({ theme }) => ({
  background: theme.colors.surface,
  paddingBottom: theme.space[24],
  [theme.mq.mobile]: { paddingBottom: theme.space[16] },
}));

const Title = styled.h2(({ theme }) => ({
  fontSize: theme.fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.02em',
  color: theme.colors.muted,
  textAlign: 'center',
  margin: `0 auto ${theme.space[8]}`,
  maxWidth: '60ch',
}));

const Logos = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  justifyItems: 'center',
  alignItems: 'center',
  '& img': { width: '100%', maxWidth: 180, height: 'auto', aspectRatio: '200 / 48', opacity: 0.9 },
  ':root[data-theme="dark"] & img': { filter: 'brightness(1.45)' },
}));

export const PartnerLogos = () => (
  <Root aria-labelledby="home-partners-title">
    <Container>
      <Title id="home-partners-title">{PARTNERS_COPY.title}</Title>
      <Logos>
        {PARTNER_LOGOS.map((partner) => (
          <li key={partner.name}>
            <img src={partner.logo.src} alt={partner.name} width={partner.logo.width} height={partner.logo.height} loading="lazy" decoding="async" />
          </li>
        ))}
      </Logos>
    </Container>
  </Root>
);
