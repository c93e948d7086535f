import { execSync } from 'node:child_process';
import { chownSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A throw-away PostgreSQL server on loopback, as in CI (stack-notes §3.6). Needs root, as CI and this machine have.
// shared_buffers 512 MB instead of the 128 MB default: the large school with the cost curve's courses and the lists'
// indexes is larger than 128 MB, and any server of a school this size is given at least this much (24 GiB here).
export function startPostgres(port: number): { url: string; stop: () => void } {
  const initdb = execSync('ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1', { encoding: 'utf8' }).trim();
  const bin = path.dirname(initdb);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pg-'));
  const uid = Number(execSync('id -u postgres', { encoding: 'utf8' }).trim());
  chownSync(dir, uid, uid);
  const asPostgres = (command: string) => execSync(`su postgres -c "${command}"`, { stdio: 'pipe' });
  asPostgres(`${bin}/initdb -D ${dir}/data -A trust -U postgres --no-sync`);
  asPostgres(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c shared_buffers=512MB -c log_autovacuum_min_duration=0 -c log_checkpoints=on' -w start`,
  );
  execSync(`psql -h 127.0.0.1 -p ${port} -U postgres -c 'create database bench'`, { stdio: 'pipe' });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bench`,
    stop: () => {
      asPostgres(`${bin}/pg_ctl -D ${dir}/data -m fast stop`);
      // BENCH_PG_LOG=<file>: the server's log (autovacuum and checkpoints, logged with their times) is kept there.
      if (process.env.BENCH_PG_LOG) copyFileSync(`${dir}/log`, process.env.BENCH_PG_LOG);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
