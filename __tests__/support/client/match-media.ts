type Listener = (event: MediaQueryListEvent) => void;

const listeners = new Map<string, Set<Listener>>();
let prefersDark = false;
let prefersReducedMotion = false;

function matches(query: string): boolean {
  if (query.includes('prefers-color-scheme: dark')) return prefersDark;
  return query.includes('prefers-reduced-motion: reduce') ? prefersReducedMotion : false;
}

// A matchMedia stub that tests can drive: setPrefersDark fires the "change" listeners like a browser does.
export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => {
      const set = listeners.get(query) ?? new Set<Listener>();
      listeners.set(query, set);
      return {
        get matches() {
          return matches(query);
        },
        media: query,
        onchange: null,
        addListener: (listener: Listener) => set.add(listener),
        removeListener: (listener: Listener) => set.delete(listener),
        addEventListener: (_type: string, listener: Listener) => set.add(listener),
        removeEventListener: (_type: string, listener: Listener) => set.delete(listener),
        dispatchEvent: () => false,
      };
    },
  });
}

function notify(): void {
  listeners.forEach((set, query) => {
    set.forEach((listener) => listener({ matches: matches(query), media: query } as MediaQueryListEvent));
  });
}

export function setPrefersDark(value: boolean): void {
  prefersDark = value;
  notify();
}

export function setPrefersReducedMotion(value: boolean): void {
  prefersReducedMotion = value;
  notify();
}

export function resetMatchMedia(): void {
  prefersDark = false;
  prefersReducedMotion = false;
  listeners.clear();
}
