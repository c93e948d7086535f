import { useSyncExternalStore, type ComponentType } from 'react';

// Stands in for a next/dynamic chunk that has not arrived yet: a gated component renders nothing, so it starts no
// request, until openChunks(); the page around it renders as usual. jest.mock a lazy module with gated(actual).
let arrived = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function closeChunks(): void {
  arrived = false;
}

export function openChunks(): void {
  arrived = true;
  listeners.forEach((listener) => listener());
}

export function gated<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return function Gated(props: Props) {
    const open = useSyncExternalStore(
      subscribe,
      () => arrived,
      () => arrived,
    );
    return open ? <Component {...props} /> : null;
  };
}

// jest.mock(path, () => gateExport(jest.requireActual(path), 'Name')): the module with its component gated.
export function gateExport<Module extends object>(actual: Module, name: keyof Module & string): Module {
  return { ...actual, [name]: gated(actual[name] as ComponentType<object>) };
}
