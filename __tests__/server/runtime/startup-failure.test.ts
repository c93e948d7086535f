import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Issue 2, "Bad input and faults": a database that is down at start-up gives a clear message and a non-zero exit.
// The child is spawned asynchronously so that this process can play a database that never answers.
function startWith(env: Record<string, string>): Promise<{ status: number | null; stderr: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['tsx', '-e', "import('./src/instrumentation').then((m) => (m.register ?? m.default.register)())"],
      { env: { ...process.env, NEXT_RUNTIME: 'nodejs', NODE_ENV: 'production', ...env } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    const guard = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (status) => {
      clearTimeout(guard);
      resolve({ status, stderr, seconds: (Date.now() - started) / 1000 });
    });
  });
}

jest.setTimeout(90_000);

test('an unreachable DATABASE_URL stops start-up with a clear message and exit code 1', async () => {
  const result = await startWith({
    DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nothing',
    SESSION_SECRET: 'a-secret-for-this-test',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('RS School App cannot start: Cannot reach the database at DATABASE_URL');
});

test('a database server that accepts the connection but never answers stops start-up too, not a hang', async () => {
  const sockets: Socket[] = [];
  const silent: Server = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };
  try {
    const result = await startWith({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nothing`,
      SESSION_SECRET: 'a-secret-for-this-test',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('RS School App cannot start: Cannot reach the database at DATABASE_URL');
    expect(result.seconds).toBeLessThan(55);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});

test('DATABASE_URL without SESSION_SECRET stops start-up with a clear message', async () => {
  const result = await startWith({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nothing', SESSION_SECRET: '' });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('SESSION_SECRET must be set when DATABASE_URL is set.');
});

test('an embedded database held by another running process stops start-up with a clear message', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-school-locked-'));
  // This test process is alive, so its pid in the lock file stands for a server already running on the folder.
  writeFileSync(path.join(dataDir, 'app.lock'), String(process.pid));
  try {
    const result = await startWith({ DATABASE_URL: '', DATA_DIR: dataDir, DEMO_SEED: 'never' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `RS School App cannot start: The embedded database in ${dataDir} is in use by process ${process.pid}.`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
