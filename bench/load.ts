import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

// One endpoint under load over loopback; tokens rotate so that many real personas hit the server, not one, and
// `paths` (relative to the url's origin) rotate so that searches and filters vary from request to request.
export async function measure(
  name: string,
  url: string,
  options: { connections: number; seconds: number; tokens?: string[]; paths?: string[] },
): Promise<LoadResult> {
  let next = 0;
  let nextPath = 0;
  const tokens = options.tokens ?? [];
  const paths = options.paths ?? [];
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const path = paths.length ? paths[nextPath++ % paths.length] : request.path;
          if (!tokens.length) return { ...request, path };
          const token = tokens[next++ % tokens.length];
          return { ...request, path, headers: { ...request.headers, authorization: `Bearer ${token}` } };
        },
      },
    ],
  });
  return {
    name,
    connections: options.connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
