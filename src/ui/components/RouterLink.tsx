// A link to a page of the site: the router's own href and click handling (useHref, useLinkClickHandler), without
// react-router's Link, whose route prefetching (for its framework mode, which the site does not use) comes with it
// into every page's start-up (QUAL-12, docs/decisions.md). A click with a modifier key, another target or another
// button is left to the browser, as with Link.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: To;
  readonly ref?: Ref<HTMLAnchorElement>;
}

export const RouterLink = ({ to, target, onClick, ...rest }: RouterLinkProps) => {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
};
