import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

export type RunningServer = { url: string; process: ChildProcess; peakRssMb: () => number; stop: () => Promise<void> };

function rssOfTree(rootPid: number): number {
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
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop() as number;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      // gone
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total / 1024;
}

// The production server (scripts/server.mjs, as npm start runs it), its memory sampled every 250 ms over the whole process tree.
export async function startServer(port: number, env: Record<string, string | undefined>): Promise<RunningServer> {
  const child = spawn('node', ['scripts/server.mjs'], {
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOfTree(child.pid as number));
  }, 250);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('The server did not become ready in 120 s');
    const ok = await fetch(`${url}/api/v2/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    process: child,
    peakRssMb: () => peak,
    stop: async () => {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
