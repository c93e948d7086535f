import axios, {
  AxiosError,
  AxiosHeaders,
  isAxiosError,
  type AxiosAdapter,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

import { ConditionalResponses } from './conditional-get';

// DESIGN.md "The contract": one configured axios instance for every generated call. Same origin, cookies sent,
// the anti-forgery cookie echoed by axios itself, an optional bearer token, no timeout, 2xx is success.
export const apiAxios = axios.create({
  withCredentials: true,
  xsrfCookieName: 'csrf-token',
  xsrfHeaderName: 'X-CSRF-Token',
  withXSRFToken: true,
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
});

let bearerToken: string | undefined;
// Bumped whenever the caller changes, so an answer still in flight for the previous caller is never served later.
let callerGeneration = 0;

export function setBearerToken(token: string | undefined): void {
  if (token !== bearerToken) {
    callerGeneration += 1;
    conditionalResponses.clear();
  }
  bearerToken = token;
}

apiAxios.interceptors.request.use((config) => {
  if (bearerToken) config.headers.set('Authorization', `Bearer ${bearerToken}`);
  return config;
});

// ETag revalidation (issue 12; the memory is in conditional-get.ts). For a GET answered 200 with an ETag, the tag and
// the parsed body are kept (last 100 URLs, query included); the next GET of that URL sends If-None-Match, and the
// server's 304 (no body) resolves as the kept body with status 200, so SWR keeps the data on screen and no generated
// hook changes. In the browser only: a server-side render serves many viewers from one process. Entries belong to the
// caller generation: setBearerToken starts a new one; a cookie session ends or changes by a full navigation (sign-out,
// OAuth sign-in), which starts with an empty memory.
const conditionalResponses = new ConditionalResponses(100);
const conditionalKeys = new WeakMap<InternalAxiosRequestConfig, string>();
// A string key: axios keeps a request's own string-keyed options through mergeConfig (symbols are dropped).
type RetryConfig = InternalAxiosRequestConfig & { unconditional?: boolean };

const isConditional = (config: InternalAxiosRequestConfig) =>
  typeof window !== 'undefined' &&
  (config.method ?? 'get').toLowerCase() === 'get' &&
  config.adapter !== inProcessAdapter;

apiAxios.interceptors.request.use((config) => {
  if (!isConditional(config)) return config;
  const key = `${callerGeneration} ${apiAxios.getUri(config)}`;
  conditionalKeys.set(config, key);
  const entry = (config as RetryConfig).unconditional ? undefined : conditionalResponses.get(key);
  if (entry && !config.headers.has('If-None-Match')) {
    config.headers.set('If-None-Match', entry.etag);
    const accepts = config.validateStatus;
    config.validateStatus = (status) => status === 304 || (accepts ? accepts(status) : true);
  }
  return config;
});

apiAxios.interceptors.response.use((response) => {
  const key = conditionalKeys.get(response.config);
  if (key === undefined) return response;
  if (response.status === 304) {
    const entry = conditionalResponses.get(key);
    if (entry) return { ...response, status: 200, statusText: 'OK', data: entry.data };
    // Forgotten between the request and the answer (evicted, or the caller changed): ask once more, unconditionally.
    const headers = AxiosHeaders.from(response.config.headers);
    headers.delete('If-None-Match');
    return apiAxios.request({ ...response.config, headers, unconditional: true } as RetryConfig);
  }
  const etag: unknown = response.headers.etag;
  if (response.status === 200 && typeof etag === 'string' && etag) {
    conditionalResponses.set(key, { etag, data: response.data });
  } else {
    conditionalResponses.delete(key);
  }
  return response;
});

// For code that changes who is signed in without a page load (and for tests).
export function forgetConditionalResponses(): void {
  callerGeneration += 1;
  conditionalResponses.clear();
}

export const apiClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  apiAxios.request<T>({ ...config, ...options }).then((response) => response.data);

export type ErrorType<E> = AxiosError<E>;

// Client code reads failures through this guard, never by importing axios itself (STYLE.md).
export const isApiError = isAxiosError;
export type BodyType<B> = B;

type InProcessRuntime = { app: { fetch: (request: Request) => Response | Promise<Response> } };

// Server-rendered pages (getServerSideProps) call the API in their own process: the generated client with this
// adapter hands the request to the Hono app that src/server/runtime.ts keeps on globalThis, with no network hop and
// no trust in the request's Host header. Only for code that runs on the server.
export const inProcessAdapter: AxiosAdapter = async (config) => {
  const runtime = await (globalThis as { rsSchoolRuntime?: Promise<InProcessRuntime> }).rsSchoolRuntime;
  if (!runtime) throw new Error('The API runtime is not started in this process.');
  const url = new URL(apiAxios.getUri(config), 'http://in-process');
  const headers = new Headers({ Accept: 'application/json' });
  const body = config.data === undefined ? undefined : String(config.data);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const answer = await runtime.app.fetch(
    new Request(url, { method: (config.method ?? 'get').toUpperCase(), headers, body }),
  );
  const text = await answer.text();
  const isJson = /json/.test(answer.headers.get('content-type') ?? '');
  const response: AxiosResponse = {
    data: isJson && text ? JSON.parse(text) : text,
    status: answer.status,
    statusText: answer.statusText,
    headers: new AxiosHeaders(Object.fromEntries(answer.headers)),
    config,
  };
  if (config.validateStatus?.(answer.status) ?? true) return response;
  throw new AxiosError(`Request failed with status code ${answer.status}`, undefined, config, undefined, response);
};
