import { useEffect, useSyncExternalStore } from 'react';

import {
  readPrefersDark,
  readPrefersReducedMotion,
  readThemeMode,
  resolveTheme,
  subscribePrefersDark,
  subscribePrefersReducedMotion,
  subscribeThemeMode,
  writeThemeMode,
  type ResolvedTheme,
  type ThemeMode,
} from './theme-store';

export interface ThemeState {
  mode: ThemeMode;
  theme: ResolvedTheme;
  // The system asks for reduced motion (prefers-reduced-motion), followed live.
  reducedMotion: boolean;
  setMode: (mode: ThemeMode) => void;
}

// pages.md §0.3: light, dark, auto; stored under app-theme; class light/dark on <body>.
export function useTheme(): ThemeState {
  const mode = useSyncExternalStore(subscribeThemeMode, readThemeMode, () => 'auto' as const);
  const prefersDark = useSyncExternalStore(subscribePrefersDark, readPrefersDark, () => false);
  const theme = resolveTheme(mode, prefersDark);
  const reducedMotion = useSyncExternalStore(subscribePrefersReducedMotion, readPrefersReducedMotion, () => false);

  useEffect(() => {
    document.body.classList.remove(theme === 'dark' ? 'light' : 'dark');
    document.body.classList.add(theme);
  }, [theme]);

  return { mode, theme, reducedMotion, setMode: writeThemeMode };
}
