// One leader card of /company/leadership (COMP-3, COMP-4): portrait, name, role, bio and the professional
// profile link, which opens in a new tab.
import styled from '@emotion/styled';
import { SquareArrowOutUpRight } from 'lucide-react';
import { AVATAR_DISPLAY_PX, PROFILE_LINK_LABEL, type Leader } from '../leadership.content';
import { cardSurface } from '../../../components/surfaces';

/** Three cards a row on wide screens with the last row centred (five leaders: three, then two), two on tablets. */
export const LeaderGrid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [theme.mq.mobile]: { gridTemplateColumns: '1fr' },
  [theme.mq.wide]: {
    gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
    '& > li': { gridColumn: 'span 2' },
    '& > li:nth-of-type(3n + 1):nth-last-of-type(2)': { gridColumn: '2 / span 2' },
  },
}));

const Root = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space[3],
  height: '100%',
  ...cardSurface(theme, theme.colors.surface),
  boxShadow: theme.shadow.card,
  padding: theme.space[8],
  [theme.mq.mobile]: { padding: theme.space[6] },
  '& h2': { fontSize: theme.fontSize.xl, margin: `${theme.space[2]} 0 0` },
}));

const Portrait = styled.img(({ theme }) => ({
  width: AVATAR_DISPLAY_PX,
  height: AVATAR_DISPLAY_PX,
  borderRadius: theme.radius.pill,
  boxShadow: `0 0 0 4px ${theme.colors.bg}, 0 0 0 6px ${theme.colors.border}`,
}));

const Role = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.brand,
  fontWeight: 600,
  fontSize: theme.fontSize.sm,
  letterSpacing: '0.02em',
}));

const Bio = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.muted, flexGrow: 1 }));

const ProfileLink = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: 44,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}));

export const LeaderCard = ({ leader }: { readonly leader: Leader }) => (
  <Root aria-labelledby={`leader-${leader.id}`}>
    <Portrait src={leader.photo.src} width={leader.photo.width} height={leader.photo.height} alt={leader.photo.alt} loading="lazy" decoding="async" />
    <h2 id={`leader-${leader.id}`}>{leader.name}</h2>
    <Role>{leader.role}</Role>
    <Bio>{leader.bio}</Bio>
    <ProfileLink
      href={leader.profileUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${PROFILE_LINK_LABEL} of ${leader.name} (opens in a new tab)`}
    >
      {PROFILE_LINK_LABEL}
      <SquareArrowOutUpRight size={16} aria-hidden="true" />
    </ProfileLink>
  </Root>
);
