import { spawnSync } from 'node:child_process';

// Issue 2, "Bad input and faults": a database that is down at start-up gives a clear message and a non-zero exit.
function startWith(env: Record<string, string>) {
  return spawnSync(
    'npx',
    ['tsx', '-e', "import('./src/instrumentation').then((m) => (m.register ?? m.default.register)())"],
    {
      env: { ...process.env, NEXT_RUNTIME: 'nodejs', NODE_ENV: 'production', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

test('an unreachable DATABASE_URL stops start-up with a clear message and exit code 1', () => {
  const result = startWith({
    DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nothing',
    SESSION_SECRET: 'a-secret-for-this-test',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('RS School App cannot start: Cannot reach the database at DATABASE_URL');
});

test('DATABASE_URL without SESSION_SECRET stops start-up with a clear message', () => {
  const result = startWith({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nothing', SESSION_SECRET: '' });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('SESSION_SECRET must be set when DATABASE_URL is set.');
});
