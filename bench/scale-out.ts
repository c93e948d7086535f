// Issue 12 "two processes vs one": the same server started with WEB_CONCURRENCY=1 and =2 (scripts/server.mjs runs
// that many processes behind one port when DATABASE_URL is set), each driven with the hot score page at 50
// connections. The second core is shared with the load generator, so the ratio is reported, not budgeted.
import { measure, type LoadResult } from './load';
import { startServer, type RssPeaks } from './server';

export type ScaleOutPoint = { requested: number; processes: number; result: LoadResult; rss: RssPeaks };

export async function measureScaleOut(options: {
  port: number;
  env: Record<string, string>;
  tokens: string[];
  hotPaths: string[];
  seconds: number;
}): Promise<ScaleOutPoint[]> {
  const points: ScaleOutPoint[] = [];
  for (const requested of [1, 2]) {
    const server = await startServer(options.port, { ...options.env, WEB_CONCURRENCY: String(requested) });
    try {
      const load = { tokens: options.tokens, paths: options.hotPaths };
      // Each process fills its own cache: the warm-up reaches every worker before the figure is taken.
      await measure('warm-up', server.url, { ...load, connections: 10, seconds: 2 });
      const result = await measure(`score page hot, WEB_CONCURRENCY=${requested}`, server.url, {
        ...load,
        connections: 50,
        seconds: options.seconds,
      });
      const rss = server.peakRss();
      points.push({ requested, processes: rss.processes, result, rss });
    } finally {
      await server.stop();
    }
  }
  return points;
}
