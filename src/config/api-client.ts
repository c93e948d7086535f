import axios, {
  AxiosError,
  AxiosHeaders,
  isAxiosError,
  type AxiosAdapter,
  type AxiosRequestConfig,
  type AxiosResponse,
} from 'axios';

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

export function setBearerToken(token: string | undefined): void {
  bearerToken = token;
}

apiAxios.interceptors.request.use((config) => {
  if (bearerToken) config.headers.set('Authorization', `Bearer ${bearerToken}`);
  return config;
});

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
