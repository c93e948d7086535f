export type ThemeMode = 'light' | 'dark' | 'auto';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'app-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const listeners = new Set<() => void>();

export function parseThemeMode(value: string | null | undefined): ThemeMode {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

export function readThemeMode(): ThemeMode {
  if (typeof window === 'undefined') return 'auto';
  return parseThemeMode(window.localStorage.getItem(THEME_STORAGE_KEY));
}

export function writeThemeMode(mode: ThemeMode): void {
  window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  listeners.forEach((listener) => listener());
}

export function subscribeThemeMode(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readMediaQuery(text: string): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(text).matches;
}

function subscribeMediaQuery(text: string, listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(text);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export const readPrefersDark = (): boolean => readMediaQuery(DARK_QUERY);

// pages.md §0.3: auto follows prefers-color-scheme live.
export const subscribePrefersDark = (listener: () => void): (() => void) => subscribeMediaQuery(DARK_QUERY, listener);

// WCAG 2.3.3: people who ask their system for reduced motion get no animations (antd's motion is turned off).
export const readPrefersReducedMotion = (): boolean => readMediaQuery(REDUCED_MOTION_QUERY);

export const subscribePrefersReducedMotion = (listener: () => void): (() => void) =>
  subscribeMediaQuery(REDUCED_MOTION_QUERY, listener);

export function resolveTheme(mode: ThemeMode, prefersDark: boolean): ResolvedTheme {
  if (mode === 'auto') return prefersDark ? 'dark' : 'light';
  return mode;
}
