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
  options: {
    connections: number;
    seconds: number;
    tokens?: string[];
    paths?: string[];
    method?: 'GET' | 'POST';
    // JSON bodies rotated per request (writes that keep changing something).
    bodies?: string[];
  },
): Promise<LoadResult> {
  let next = 0;
  let nextPath = 0;
  const tokens = options.tokens ?? [];
  const paths = options.paths ?? [];
  const bodies = options.bodies ?? [];
  let nextBody = 0;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: options.method ?? 'GET',
        ...(bodies.length ? { headers: { 'content-type': 'application/json' } } : {}),
        setupRequest: (request) => {
          const path = paths.length ? paths[nextPath++ % paths.length] : request.path;
          if (bodies.length) request = { ...request, body: bodies[nextBody++ % bodies.length] };
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

// Time to the last byte of one download (a CSV export), a few times in a row: best, median and worst.
export async function timeDownload(name: string, url: string, token: string, runs = 5): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) errors += 1;
  }
  times.sort((a, b) => a - b);
  const average = times.reduce((sum, time) => sum + time, 0) / times.length;
  return {
    name,
    connections: 1,
    requestsPerSecond: 1000 / average,
    p50: Math.round(times[Math.floor(times.length / 2)]),
    p99: Math.round(times[times.length - 1]),
    errors: 0,
    non2xx: errors,
  };
}
