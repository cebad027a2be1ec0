// Small-screen detection at the 768 px breakpoint, updated on resize (SHELL-8). False on the server.
import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../domain/site/constants';

export const useIsSmallScreen = (): boolean => {
  const [small, setSmall] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
    const update = () => setSmall(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return small;
};
