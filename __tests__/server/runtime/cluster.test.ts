import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { databaseUrlFor, openTestDatabase, testDatabaseUrl } from '../../support/server/database';

// Issue 12, DESIGN.md "Performance": with DATABASE_URL, scripts/server.mjs runs WEB_CONCURRENCY processes on one port,
// replaces a worker that dies and stops them all on SIGTERM; a start-up failure exits non-zero instead of looping.
// The server tests need the production build (next build) for everything past the primary's own checks, and the
// cluster needs a real PostgreSQL server: those tests run when both are there (CI's PostgreSQL run after a build).
jest.setTimeout(150_000);

const buildId = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
const built = existsSync(buildId);
const serverUrl = testDatabaseUrl();

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(env: Record<string, string>): Started {
  const child = spawn('node', ['scripts/server.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', BACKGROUND_SWEEP: 'off', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until<T>(probe: () => T | Promise<T>, timeoutMs: number, what: string): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const unreachable = { DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nothing', SESSION_SECRET: 'a-secret' };

test('a WEB_CONCURRENCY that is not a whole number of processes stops start-up with a clear message', async () => {
  const server = startServer({ ...unreachable, WEB_CONCURRENCY: 'two' });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('RS School App cannot start: WEB_CONCURRENCY must be a whole number of processes');
});

test('the embedded database stays one process and says so', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-school-cluster-'));
  const server = startServer({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    DEMO_SEED: 'never',
    WEB_CONCURRENCY: '4',
    PORT: String(await freePort()),
  });
  try {
    await until(() => server.output().includes('Embedded database: one process'), 30_000, 'the notice');
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  expect(server.output()).not.toContain('processes on port');
});

(built ? test : test.skip)(
  'an unreachable database stops a cluster start-up with exit code 1, no restart',
  async () => {
    const server = startServer({ ...unreachable, WEB_CONCURRENCY: '2', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('RS School App cannot start: Cannot reach the database at DATABASE_URL');
    expect(server.output()).not.toContain('a new one starts');
  },
);

(built && serverUrl ? describe : describe.skip)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let database: Database;
  let server: Started;

  beforeAll(async () => {
    database = await openTestDatabase();
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const port = await freePort();
    server = startServer({
      DATABASE_URL: databaseUrlFor(serverUrl as string, result.rows[0].name),
      SESSION_SECRET: 'a-secret-for-the-cluster-test',
      WEB_CONCURRENCY: '2',
      PORT: String(port),
    });
    await until(() => server.output().includes(`(2 processes)`), 120_000, 'two listening workers');
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.close();
  });

  const port = () => Number(/localhost:(\d+) \(2 processes\)/.exec(server.output())?.[1]);
  const healthy = async () =>
    fetch(`http://127.0.0.1:${port()}/api/v2/health`)
      .then((response) => response.ok)
      .catch(() => false);

  it('serves one port from two workers, replaces a worker that dies, and stops them all on SIGTERM', async () => {
    const primary = server.child.pid as number;
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);
    expect(await healthy()).toBe(true);

    process.kill(workers[0], 'SIGKILL');
    await until(() => server.output().includes('a new one starts in'), 10_000, 'the restart notice');
    // The other worker keeps the port served meanwhile.
    expect(await healthy()).toBe(true);
    const replaced = await until(
      () => {
        const now = childrenOf(primary);
        return now.length === 2 && !now.includes(workers[0]) ? now : null;
      },
      60_000,
      'a replacement worker',
    );
    expect(replaced).toContain(workers[1]);
    await until(healthy, 60_000, 'health after the restart');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(replaced.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
  });
});
