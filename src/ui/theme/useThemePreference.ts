// The visitor's theme choice (light, dark or system), remembered in localStorage and applied to <html data-theme>.
// The inline theme script (themeScript.js) applies the same rule before first paint, so nothing flashes.
import { useCallback, useEffect, useRef, useState } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';

export const THEME_STORAGE_KEY = 'threo-theme';
const ORDER: readonly ThemePreference[] = ['light', 'dark', 'system'];

const readStored = (): ThemePreference => {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
};

const systemIsDark = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;

const apply = (preference: ThemePreference): void => {
  const dark = preference === 'dark' || (preference === 'system' && systemIsDark());
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
};

export const useThemePreference = () => {
  // The server cannot know the choice: it renders 'system' and the browser corrects it after hydration.
  const [preference, setPreference] = useState<ThemePreference>('system');
  // The choice as of now, for `cycle`: a press replayed as the app starts (replayTargets.ts) can come before the
  // render that shows the stored choice, and must step from that choice, not from the server's 'system'.
  const current = useRef<ThemePreference>('system');

  useEffect(() => {
    current.current = readStored();
    setPreference(current.current);
  }, []);

  useEffect(() => {
    if (preference !== 'system' || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => apply('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [preference]);

  const choose = useCallback((next: ThemePreference) => {
    current.current = next;
    setPreference(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage may be blocked (private mode); the choice then lasts for this page only.
    }
    apply(next);
  }, []);

  const cycle = useCallback(() => {
    const next = ORDER[(ORDER.indexOf(current.current) + 1) % ORDER.length] ?? 'system';
    choose(next);
  }, [choose]);

  return { preference, choose, cycle } as const;
};
