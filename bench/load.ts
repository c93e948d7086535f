import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  // Non-2xx answers other than 304 (a 304 only comes back to a request that sent If-None-Match).
  non2xx: number;
  notModified: number;
  // Requests set up, and how many distinct (path, token) pairs they could use: a cold scenario needs sent ≤ distinct.
  sent: number;
  distinct: number;
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
    // Extra headers per path, by the path's index (If-None-Match for the revalidation scenario).
    pathHeaders?: Record<string, string>[];
    // Cold: the run ends early once every path has been sent (no path may repeat), and paths and tokens advance
    // together (the n-th request uses path n and token n; tokens alone make the variants when one path is given).
    cold?: boolean;
  },
): Promise<LoadResult> {
  let next = 0;
  let nextPath = 0;
  const tokens = options.tokens ?? [];
  const paths = options.paths ?? [];
  const bodies = options.bodies ?? [];
  let nextBody = 0;
  let sent = 0;
  const pathHeaders = options.pathHeaders ?? [];
  const distinct = options.cold ? Math.max(paths.length, tokens.length, 1) : 0;
  // autocannon may set up the first requests before it returns its instance.
  const running: { instance?: autocannon.Instance } = {};
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    // A cold scenario ends once each distinct request was sent: stop() alone took effect only at autocannon's next
    // second, and on a fast machine a cold run repeated up to 30 % of its requests (answered from the list caches).
    ...(options.cold ? { maxOverallRequests: Math.max(distinct, options.connections) } : {}),
    requests: [
      {
        method: options.method ?? 'GET',
        ...(bodies.length ? { headers: { 'content-type': 'application/json' } } : {}),
        setupRequest: (request) => {
          sent += 1;
          if (options.cold && sent >= distinct) setImmediate(() => running.instance?.stop());
          const pathIndex = nextPath++ % Math.max(paths.length, 1);
          const path = paths.length ? paths[pathIndex] : request.path;
          if (bodies.length) request = { ...request, body: bodies[nextBody++ % bodies.length] };
          const headers = { ...request.headers, ...pathHeaders[pathIndex] };
          if (!tokens.length) return { ...request, path, headers };
          const token = tokens[next++ % tokens.length];
          return { ...request, path, headers: { ...headers, authorization: `Bearer ${token}` } };
        },
      },
    ],
  });
  // Without a callback autocannon returns its instance, which is also a promise of the result.
  running.instance = instance as unknown as autocannon.Instance;
  const result = await instance;
  const notModified = result.statusCodeStats?.['304']?.count ?? 0;
  // One line per scenario as it ends, with the time: a run's figures next to what the database logged meanwhile.
  console.log(
    `${new Date().toISOString()} ${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  return {
    name,
    connections: options.connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx - notModified,
    notModified,
    sent,
    distinct: options.cold ? distinct : 0,
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
    notModified: 0,
    sent: runs,
    distinct: 0,
  };
}
