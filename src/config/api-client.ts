import axios, { isAxiosError, type AxiosError, type AxiosRequestConfig } from 'axios';

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
