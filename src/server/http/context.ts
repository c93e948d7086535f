import type { Bus } from '../db/bus';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { GithubProvider } from '../modules/auth/github';
import type { SessionCache, SessionData } from '../modules/session/service';

export type Identity = { userId: number; githubId: string; via: 'cookie' | 'bearer' };

// Everything a request needs from the outside world, injected so tests use a real database and a fixed clock.
export type AppDeps = {
  db: Db;
  env: Env;
  now: () => Date;
  sessionSecret: Uint8Array;
  sessionCache: SessionCache;
  // LISTEN/NOTIFY between instances (db/bus.ts): session cache drops and list cache versions.
  bus: Bus;
  github: GithubProvider;
  checkReady: () => Promise<boolean>;
  log: (level: 'info' | 'warn' | 'error', message: string, extra?: unknown) => void;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    identity: Identity | null;
    renewSession: boolean;
    session: SessionData | null | undefined;
  };
};
