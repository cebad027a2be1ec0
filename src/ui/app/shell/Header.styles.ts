// Styles of the site header: the fixed bar, desktop dropdowns and the mobile menu.
import styled from '@emotion/styled';
import { MOBILE_MENU_MAX_HEIGHT_VH } from '../../../domain/site/constants';
import { LAYER, dockHeight } from '../../theme/overlays';
import { cardSurface } from '../../components/surfaces';

export const Bar = styled.header<{ readonly scrolled: boolean }>(({ theme, scrolled }) => ({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: LAYER.header,
  height: theme.headerHeight,
  display: 'flex',
  alignItems: 'center',
  background: scrolled ? theme.colors.headerBg : 'transparent',
  backdropFilter: scrolled ? 'saturate(180%) blur(14px)' : 'none',
  WebkitBackdropFilter: scrolled ? 'saturate(180%) blur(14px)' : 'none',
  borderBottom: `1px solid ${scrolled ? theme.colors.border : 'transparent'}`,
  transition: `background ${theme.motion}, border-color ${theme.motion}`,
}));

export const Inner = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: theme.maxWidth,
  marginInline: 'auto',
  paddingInline: theme.space[6],
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[4],
  [theme.mq.mobile]: { paddingInline: theme.space[4] },
}));

export const Brand = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  color: theme.colors.text,
  minHeight: 44,
  '&:hover': { color: theme.colors.text },
}));

export const DesktopNav = styled.nav(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[1],
  marginInlineStart: theme.space[6],
  [theme.mq.mobile]: { display: 'none' },
  '& > ul': { display: 'flex', gap: theme.space[1], listStyle: 'none', margin: 0, padding: 0 },
}));

export const NavItem = styled.li({ position: 'relative' });

export const navTriggerStyles = ({ active }: { readonly active: boolean }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 44,
  padding: '8px 12px',
  borderRadius: 8,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  fontWeight: 600,
  fontSize: '0.95rem',
  textDecoration: 'none',
  color: active ? 'var(--c-brand)' : 'var(--c-text)',
  '&:hover': { color: 'var(--c-brand)', background: 'var(--c-tint)' },
  '& svg': { transition: 'transform 200ms ease-out' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
});

export const Trigger = styled('button', { shouldForwardProp: (prop) => prop !== 'active' })<{ readonly active: boolean }>(navTriggerStyles);

export const Panel = styled.div<{ readonly align?: 'start' | 'end' }>(({ theme, align = 'start' }) => ({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  [align === 'start' ? 'left' : 'right']: 0,
  minWidth: 280,
  padding: theme.space[2],
  ...cardSurface(theme),
  boxShadow: theme.shadow.menu,
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
}));

export const PanelLink = styled.a<{ readonly current?: boolean }>(({ theme, current = false }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: '10px 12px',
  borderRadius: theme.radius.control,
  textDecoration: 'none',
  color: current ? theme.colors.brand : theme.colors.text,
  fontWeight: 600,
  '& small': { color: theme.colors.muted, fontWeight: 400, fontSize: theme.fontSize.sm },
  '&:hover': { background: theme.colors.tint, color: theme.colors.brand },
}));

export const Actions = styled.div(({ theme }) => ({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
}));

export const DesktopOnly = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  [theme.mq.mobile]: { display: 'none' },
}));

export const IconButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: theme.radius.control,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.bg,
  cursor: 'pointer',
  color: theme.colors.text,
  '&:hover': { color: theme.colors.brand, borderColor: theme.colors.brand },
}));

export const Hamburger = styled(IconButton)(({ theme }) => ({
  [theme.mq.desktop]: { display: 'none' },
}));

export const MobileMenu = styled.nav(({ theme }) => ({
  position: 'fixed',
  top: theme.headerHeight,
  insetInline: 0,
  // At most 60 % of the viewport (spec), and never into the bottom dock's banners (theme/overlays.ts).
  maxHeight: `min(${MOBILE_MENU_MAX_HEIGHT_VH}vh, calc(100dvh - ${theme.headerHeight} - ${dockHeight}))`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: theme.colors.bg,
  borderBottom: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadow.menu,
  padding: `${theme.space[4]} ${theme.space[4]} ${theme.space[6]}`,
  [theme.mq.desktop]: { display: 'none' },
  '& h2': {
    fontSize: theme.fontSize.xs,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    color: theme.colors.muted,
    margin: `${theme.space[4]} 0 ${theme.space[1]}`,
  },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
}));

export const MobileLink = styled.a<{ readonly current?: boolean }>(({ theme, current = false }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${theme.space[2]}`,
  borderRadius: theme.radius.control,
  textDecoration: 'none',
  fontWeight: 600,
  color: current ? theme.colors.brand : theme.colors.text,
  '&:hover': { background: theme.colors.tint },
}));

export const MobileActions = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space[3],
  marginTop: theme.space[6],
}));
