import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Peak resident memory: of the largest single process (the primary or one worker of the cluster) and of the tree.
export type RssPeaks = { maxProcessMb: number; treeMb: number; processes: number };

export type RunningServer = {
  url: string;
  process: ChildProcess;
  // Over the server's whole life.
  peakRss: () => RssPeaks;
  // Over a window: call to open it, call what it returns to close it and read the window's peaks.
  watchRss: () => () => RssPeaks;
  stop: () => Promise<void>;
};

// RSS in MB of every process of the tree under rootPid (the server and, under a cluster, its workers).
function rssByProcess(rootPid: number): Map<number, number> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const rss = new Map<number, number>();
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop() as number;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      rss.set(pid, Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
    } catch {
      // gone
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return rss;
}

function peaksTracker() {
  const perProcess = new Map<number, number>();
  let treeMb = 0;
  return {
    record(sample: Map<number, number>) {
      for (const [pid, mb] of sample) perProcess.set(pid, Math.max(perProcess.get(pid) ?? 0, mb));
      treeMb = Math.max(
        treeMb,
        [...sample.values()].reduce((sum, mb) => sum + mb, 0),
      );
    },
    peaks: (): RssPeaks => ({ maxProcessMb: Math.max(0, ...perProcess.values()), treeMb, processes: perProcess.size }),
  };
}

async function isReady(url: string): Promise<boolean> {
  return fetch(`${url}/api/v2/ready`)
    .then((r) => r.ok)
    .catch(() => false);
}

// As npm start (scripts/start.mjs) starts the server: one process on PostgreSQL gets the V8 flags that a cluster's
// primary gives its workers (scripts/server-flags.mjs), so that WEB_CONCURRENCY=1 is measured as it would run.
async function nodeFlags(env: Record<string, string | undefined>): Promise<string[]> {
  const processes = env.WEB_CONCURRENCY?.trim() || String(availableParallelism());
  if (!env.DATABASE_URL?.trim() || processes !== '1') return [];
  const file = pathToFileURL(path.resolve('scripts/server-flags.mjs')).href;
  const flags = (await import(file).catch(() => ({}))) as { serverNodeFlags?: string[] };
  return flags.serverNodeFlags ?? [];
}

// The production server (scripts/server.mjs, as npm start runs it; WEB_CONCURRENCY in env chooses its processes),
// the memory of each of its processes sampled every 250 ms.
export async function startServer(port: number, env: Record<string, string | undefined>): Promise<RunningServer> {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port) };
  const child = spawn('node', [...(await nodeFlags(merged)), 'scripts/server.mjs'], {
    env: merged,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // scripts/server.mjs says "RS School App listening on …" once every process listens (a cluster's primary waits for
  // all its workers); until then a cluster answers from the workers already up only.
  let allListening = false;
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (chunk.toString().includes('RS School App listening on')) allListening = true;
  });
  const whole = peaksTracker();
  let lastSeen = new Set<number>();
  const windows = new Set<ReturnType<typeof peaksTracker>>();
  const sampler = setInterval(() => {
    const sample = rssByProcess(child.pid as number);
    lastSeen = new Set(sample.keys());
    whole.record(sample);
    for (const window of windows) window.record(sample);
  }, 250);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  let firstReady = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error('The server did not become ready in 120 s');
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => isReady(url)));
    if (answers.every(Boolean)) firstReady ||= Date.now();
    // Ready when every process listens, or 30 s after the first ready answers should the message ever change.
    if (firstReady && (allListening || Date.now() - firstReady > 30_000)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    process: child,
    peakRss: whole.peaks,
    watchRss: () => {
      const window = peaksTracker();
      windows.add(window);
      return () => {
        windows.delete(window);
        return window.peaks();
      };
    },
    stop: async () => {
      clearInterval(sampler);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Workers of a cluster end with their primary; any that outlived it is ended by its own id.
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const pid of lastSeen) {
        if (pid === child.pid) continue;
        try {
          // Only if the id still names a node process (not one that took a freed id).
          if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node')) continue;
          process.kill(pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
}
