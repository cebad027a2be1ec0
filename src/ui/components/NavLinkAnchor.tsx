// Renders a navigation-model link: a router link for internal paths, a new-tab anchor for external targets.
import type { ReactNode } from 'react';
import { RouterLink } from './RouterLink';
import { externalHref, type NavLink } from '../../domain/site/navigation';
import { useSiteConfig } from '../app/SiteConfigContext';

export interface NavLinkAnchorProps {
  readonly link: NavLink;
  readonly className?: string;
  readonly onClick?: () => void;
  readonly current?: boolean;
  readonly children?: ReactNode;
}

export const NavLinkAnchor = ({ link, className, onClick, current = false, children }: NavLinkAnchorProps) => {
  const config = useSiteConfig();
  if (link.kind === 'internal') {
    return (
      <RouterLink to={link.to} className={className} onClick={onClick} aria-current={current ? 'page' : undefined}>
        {children ?? link.label}
      </RouterLink>
    );
  }
  return (
    <a href={externalHref(config, link.target)} className={className} onClick={onClick} target="_blank" rel="noopener noreferrer">
      {children ?? link.label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
};
