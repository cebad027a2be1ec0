// The toast container (top-right, SHELL-4), mounted with the shell but loaded (sonner, in its own chunk) only when the
// first toast is asked for: a visit that shows none never downloads it (QUAL-10). It tells the notifier when it is
// ready.
import { Global, useTheme } from '@emotion/react';
import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { LAYER } from '../../theme/overlays';
import { lightToastPaletteStyles } from './toastPalette';
import { markToasterMounted, whenToasterRequested } from './toasterReady';

// WCAG 2.2 "Target Size (Minimum)": sonner draws its close button 20 px square; 24 px is the least a target may be.
// One attribute more than sonner's own rule, so it wins whichever stylesheet comes last.
const CLOSE_BUTTON_TARGET = {
  '[data-sonner-toaster] [data-sonner-toast][data-styled=true] [data-close-button]': { width: 24, height: 24 },
};

export const LazyToaster = () => {
  // Below the fixed header, so a toast never covers Login or Get Demo.
  const theme = useTheme();
  const belowHeader = { top: `calc(${theme.headerHeight} + 12px)` };
  // sonner's own layer is above everything; ours puts toasts under the header and its menu (theme/overlays.ts).
  const layer = { zIndex: LAYER.toasts };
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    const stop = whenToasterRequested(() => {
      void import('sonner').then((module) => {
        if (live) setToaster(() => module.Toaster);
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  useEffect(() => {
    if (Toaster) markToasterMounted();
  }, [Toaster]);
  return Toaster ? (
    <>
      <Global styles={CLOSE_BUTTON_TARGET} />
      <Global styles={lightToastPaletteStyles} />
      <Toaster position="top-right" offset={belowHeader} mobileOffset={belowHeader} richColors closeButton theme="system" style={layer} />
    </>
  ) : null;
};
