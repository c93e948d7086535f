import { useSyncExternalStore } from 'react';

type Query = Record<string, string | string[] | undefined>;

interface RouterState {
  pathname: string;
  query: Query;
  asPath: string;
  isReady: boolean;
}

const listeners = new Set<() => void>();
let state: RouterState = { pathname: '/', query: {}, asPath: '/', isReady: true };

function toAsPath(pathname: string, query: Query): string {
  const params = new URLSearchParams();
  Object.entries(query).forEach(([key, value]) => {
    if (Array.isArray(value)) value.forEach((item) => params.append(key, item));
    else if (value !== undefined) params.append(key, value);
  });
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

function parse(url: string): { pathname: string; query: Query } {
  const parsed = new URL(url, 'http://localhost');
  const query: Query = {};
  parsed.searchParams.forEach((value, key) => {
    query[key] = value;
  });
  return { pathname: parsed.pathname, query };
}

function navigate(url: string | { pathname?: string; query?: Query }): Promise<boolean> {
  const next =
    typeof url === 'string' ? parse(url) : { pathname: url.pathname ?? state.pathname, query: url.query ?? {} };
  setRouter(next);
  return Promise.resolve(true);
}

// A tiny stand-in for next/router: tests set the route, components re-render on push/replace.
export const mockRouter = {
  push: jest.fn(navigate),
  replace: jest.fn(navigate),
  back: jest.fn(),
  prefetch: jest.fn(() => Promise.resolve()),
};

export function setRouter(next: { pathname?: string; query?: Query; isReady?: boolean }): void {
  const pathname = next.pathname ?? state.pathname;
  const query = next.query ?? {};
  state = { pathname, query, asPath: toAsPath(pathname, query), isReady: next.isReady ?? true };
  listeners.forEach((listener) => listener());
}

export function resetRouter(): void {
  state = { pathname: '/', query: {}, asPath: '/', isReady: true };
  mockRouter.push.mockClear();
  mockRouter.replace.mockClear();
  mockRouter.back.mockClear();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRouter() {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return {
    ...snapshot,
    route: snapshot.pathname,
    basePath: '',
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
    ...mockRouter,
  };
}

export const nextRouterModule = { __esModule: true, useRouter, default: { ...mockRouter } };
