import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { apiAxios } from '@/config/api-client';

import { installMatchMedia, resetMatchMedia } from './match-media';
import { resetRouter } from './router';
import { server } from './server';

jest.mock('next/router', () => jest.requireActual('./router').nextRouterModule);

// jsdom has no origin for relative axios URLs under msw/node; give the one instance an absolute base.
apiAxios.defaults.baseURL = 'http://localhost';

// Full pages render antd in jsdom; the first render of a file compiles many modules, and CI has 2 shared cores.
jest.setTimeout(45_000);
// findBy*/waitFor give up after 1 s by default: an antd form's asynchronous validation on a loaded CI machine took
// longer than that once (the Send message modal, whose Data check passed on every other run). Waiting longer costs
// nothing when a test passes, since the wait ends as soon as the text appears.
configure({ asyncUtilTimeout: 5_000 });

installMatchMedia();

// jsdom has no MessageChannel; @rc-component/form posts its watcher notifications through one.
class MessageChannelStub {
  port1: { onmessage?: (event: unknown) => void } = {};
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.({})) };
}
Object.assign(globalThis, { MessageChannel: globalThis.MessageChannel ?? MessageChannelStub });

// jsdom has no ResizeObserver; antd Table and Select observe their size.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });

// jsdom logs "Not implemented: getComputedStyle(elt, pseudoElt)"; rc-table measures scrollbars with a pseudo-element.
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  document.body.className = '';
  resetMatchMedia();
  resetRouter();
});
afterAll(() => server.close());
