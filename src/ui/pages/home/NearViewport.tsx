// Mounts heavy, below-the-fold parts only when the visitor nears them, so their code is not part of the page's
// JavaScript before interaction. Until then (and always in the prerendered HTML, since effects never run on the
// server) the placeholder stands in; it must take the same space as what replaces it, so nothing shifts (CLS).
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** "Near": within one viewport height above or below the visible area. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px 100% 0px';

/** True once the element has come within the margin of the viewport; stays true. */
export const useNearViewport = (element: RefObject<Element | null>, rootMargin = NEAR_VIEWPORT_MARGIN): boolean => {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
    // Without IntersectionObserver there is no cheap way to wait: mount at once.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);
  return near;
};

export interface NearViewportProps {
  /** Same size as the children will be; shown before the visitor nears them and while their code loads. */
  readonly placeholder: ReactNode;
  /** Usually a React.lazy component. */
  readonly children: ReactNode;
  readonly rootMargin?: string;
}

export const NearViewport = ({ placeholder, children, rootMargin }: NearViewportProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, rootMargin);
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
};
