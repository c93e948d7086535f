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

// One endpoint under load over loopback; tokens rotate so that many real personas hit the server, not one.
export async function measure(
  name: string,
  url: string,
  options: { connections: number; seconds: number; tokens?: string[] },
): Promise<LoadResult> {
  let next = 0;
  const tokens = options.tokens ?? [];
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request) => {
          if (!tokens.length) return request;
          const token = tokens[next++ % tokens.length];
          return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
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
