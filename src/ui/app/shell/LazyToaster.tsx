// The toast container (top-right, spec 1 §8), loaded in its own chunk once the page is hydrated so it adds nothing
// to the JavaScript a visitor waits for. It tells the notifier when it is ready.
import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { markToasterMounted } from './toasterReady';

export const LazyToaster = () => {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import('sonner').then((module) => {
      if (live) setToaster(() => module.Toaster);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (Toaster) markToasterMounted();
  }, [Toaster]);
  return Toaster ? <Toaster position="top-right" richColors closeButton theme="system" /> : null;
};
