// The fixed site header (HEADER-1, HEADER-3, HEADER-4, HEADER-5, HEADER-7, SHELL-6): desktop dropdowns with one open at
// a time, Pricing and Partners, the Login dropdown (hover or click; a click on the open one keeps it open the first
// time, headerMenusMachine), Get Demo, the theme switch, and the mobile menu below 768 px. Its buttons are replay
// targets: pressed before the app runs, they act once it has started (replayTargets.ts).
import styled from '@emotion/styled';
import { ChevronDown, Menu, Monitor, Moon, Sun, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../../domain/site/constants';
import { CONTACT_PATH, GET_DEMO_PATH, HEADER_ITEMS, LOGIN_LINKS, MOBILE_MENU_ITEMS, type NavLink } from '../../../domain/site/navigation';
import { sectionOfPath } from '../../../domain/site/routeTable';
import { ButtonLink } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { NavLinkAnchor } from '../../components/NavLinkAnchor';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { useThemePreference } from '../../theme/useThemePreference';
import * as S from './Header.styles';
import { HEADER_DROPDOWN_IDS } from '../../../application/machines/headerMenusMachine';
import { useReplayTargets } from '../replayTargets';
import { useHeaderMenus, type MenuId } from './useHeaderMenus';

const PanelLink = S.PanelLink.withComponent(NavLinkAnchor);
const MobileLink = S.MobileLink.withComponent(NavLinkAnchor);
const TopLink = styled(RouterLink, { shouldForwardProp: (prop) => prop !== 'active' })<{ readonly active: boolean }>(S.navTriggerStyles);
const BrandLink = S.Brand.withComponent(RouterLink);

const isCurrent = (link: NavLink, path: string): boolean => link.kind === 'internal' && link.to === path;

const themeLabel = { light: 'Light', dark: 'Dark', system: 'System' } as const;
const ThemeIcon = { light: Sun, dark: Moon, system: Monitor } as const;

export const Header = () => {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const menus = useHeaderMenus();
  const { preference, cycle } = useThemePreference();
  const headerRef = useRef<HTMLElement>(null);
  const lastTrigger = useRef<HTMLElement | null>(null);
  const activeSection = sectionOfPath(pathname);
  const { routeChanged, closeMenu, escape } = menus;

  // A route change closes every menu.
  useEffect(() => {
    routeChanged();
  }, [pathname, routeChanged]);

  // A click outside the header closes an open dropdown.
  useEffect(() => {
    if (menus.openMenu === null) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) closeMenu();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [menus.openMenu, closeMenu]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || (menus.openMenu === null && !menus.mobileOpen)) return;
    escape();
    lastTrigger.current?.focus();
  };

  const replayTarget = useReplayTargets([...HEADER_DROPDOWN_IDS.map((id) => `header-menu-${id}`), 'header-theme', 'header-mobile-menu']);
  const trigger = (id: MenuId) => ({
    ...replayTarget(`header-menu-${id}`),
    'aria-expanded': menus.openMenu === id,
    'aria-controls': `menu-${id}`,
    onClick: (event: { currentTarget: HTMLElement }) => {
      lastTrigger.current = event.currentTarget;
      menus.toggle(id);
    },
  });

  const ThemeGlyph = ThemeIcon[preference];

  return (
    <S.Bar scrolled={scrolled || menus.mobileOpen} ref={headerRef} onKeyDown={onKeyDown}>
      <S.Inner>
        <BrandLink to="/" aria-label="Threo home">
          <Logo />
        </BrandLink>
        <S.DesktopNav aria-label="Main">
          <ul>
            {HEADER_ITEMS.map((item) =>
              item.kind === 'link' ? (
                <S.NavItem key={item.label}>
                  <TopLink to={item.to} active={activeSection === item.section} aria-current={pathname === item.to ? 'page' : undefined}>
                    {item.label}
                  </TopLink>
                </S.NavItem>
              ) : (
                <S.NavItem key={item.id}>
                  <S.Trigger type="button" active={activeSection === item.section} {...trigger(item.id)}>
                    {item.label}
                    <ChevronDown size={16} aria-hidden="true" />
                  </S.Trigger>
                  {menus.openMenu === item.id ? (
                    <S.Panel id={`menu-${item.id}`}>
                      <ul>
                        {item.links.map((link) => (
                          <li key={link.label}>
                            <PanelLink link={link} current={isCurrent(link, pathname)} onClick={routeChanged}>
                              {link.label}
                              {link.description ? <small>{link.description}</small> : null}
                            </PanelLink>
                          </li>
                        ))}
                      </ul>
                    </S.Panel>
                  ) : null}
                </S.NavItem>
              ),
            )}
          </ul>
        </S.DesktopNav>
        <S.Actions>
          <S.IconButton {...replayTarget('header-theme')} type="button" onClick={cycle} aria-label={`Theme: ${themeLabel[preference]}. Change theme`} title={`Theme: ${themeLabel[preference]}`}>
            <ThemeGlyph size={18} aria-hidden="true" />
          </S.IconButton>
          <S.DesktopOnly>
            <S.NavItem as="div" onMouseEnter={() => menus.open('login')} onMouseLeave={menus.pointerLeft}>
              <S.Trigger type="button" active={false} {...trigger('login')}>
                Login
                <ChevronDown size={16} aria-hidden="true" />
              </S.Trigger>
              {menus.openMenu === 'login' ? (
                <S.Panel id="menu-login" align="end">
                  <ul>
                    {LOGIN_LINKS.map((link) => (
                      <li key={link.label}>
                        <PanelLink link={link} onClick={routeChanged}>
                          {link.label}
                          {link.description ? <small>{link.description}</small> : null}
                        </PanelLink>
                      </li>
                    ))}
                  </ul>
                </S.Panel>
              ) : null}
            </S.NavItem>
            <ButtonLink to={GET_DEMO_PATH}>Get Demo</ButtonLink>
          </S.DesktopOnly>
          <S.Hamburger
            {...replayTarget('header-mobile-menu')}
            type="button"
            aria-expanded={menus.mobileOpen}
            aria-controls="mobile-menu"
            aria-label={menus.mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={(event) => {
              lastTrigger.current = event.currentTarget;
              menus.toggleMobile();
            }}
          >
            {menus.mobileOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </S.Hamburger>
        </S.Actions>
      </S.Inner>
      {menus.mobileOpen ? (
        <S.MobileMenu id="mobile-menu" aria-label="Mobile">
          {MOBILE_MENU_ITEMS.map((item) =>
            item.kind === 'link' ? (
              <ul key={item.label}>
                <li>
                  <MobileLink link={{ kind: 'internal', label: item.label, to: item.to }} current={pathname === item.to} onClick={routeChanged} />
                </li>
              </ul>
            ) : (
              <section key={item.id} aria-labelledby={`mobile-${item.id}`}>
                <h2 id={`mobile-${item.id}`}>{item.label}</h2>
                <ul>
                  {item.links.map((link) => (
                    <li key={link.label}>
                      <MobileLink link={link} current={isCurrent(link, pathname)} onClick={routeChanged} />
                    </li>
                  ))}
                </ul>
              </section>
            ),
          )}
          <S.MobileActions>
            <ButtonLink to={GET_DEMO_PATH} onClick={routeChanged}>
              Get Demo
            </ButtonLink>
            <ButtonLink to={CONTACT_PATH} variant="secondary" onClick={routeChanged}>
              Contact Us
            </ButtonLink>
          </S.MobileActions>
        </S.MobileMenu>
      ) : null}
    </S.Bar>
  );
};
