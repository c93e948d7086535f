import { z } from 'zod';

// The only reader of process.env on the server (STYLE.md). Every setting is listed in .env.example.
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');
const loginList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((login) => login.trim().toLowerCase())
      .filter(Boolean),
  );
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optionalText,
  // Read by scripts/server.mjs (issue 12): processes sharing the port when DATABASE_URL is set; unset = one per core.
  WEB_CONCURRENCY: z
    .string()
    .regex(/^([1-9]\d*)?$/, 'must be a whole number of processes, 1 or more')
    .optional(),
  DATA_DIR: z.string().default('./.data'),
  SESSION_SECRET: optionalText,
  APP_URL: z.string().url().default('http://localhost:3000'),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GITHUB_BASE_URL: z.string().url().default('https://github.com'),
  GITHUB_API_URL: z.string().url().default('https://api.github.com'),
  AUTH_DEV_LOGIN: flag,
  ADMIN_GITHUB_IDS: loginList,
  HIRER_GITHUB_IDS: loginList,
  DEMO_SEED: z.enum(['auto', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // Shifts the server's clock: the e2e journeys run the whole school at a pinned hour (23:30 UTC on a month's last day).
  CLOCK_OFFSET_MS: z.coerce.number().int().default(0),
  // rules.md R2: the background sweep every 60 s; off = this instance never sweeps (another one does); outbox = only the
  // notification delivery job (the e2e journeys read delivered mail while no other job races them).
  BACKGROUND_SWEEP: z.enum(['on', 'off', 'outbox']).default('on'),
  BACKGROUND_SWEEP_INTERVAL_MS: z.coerce.number().int().min(200).default(60_000),
  // DESIGN.md "Performance": megabytes of answers the score page, schedule and course students caches keep per process
  // (least recently used go first); 0 keeps none (answers still carry an ETag).
  LIST_CACHE_MAX_MB: z.coerce.number().min(0).max(4096).default(64),
  // Where `next build` wrote the app (its BUILD_ID names the code in the list caches' ETags).
  NEXT_DIST_DIR: z.string().default('.next'),
  // rules.md R20.3: delivery channels; each one unset = its outbox rows become `skipped`.
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('RS School <noreply@rs.school>'),
  TELEGRAM_BOT_TOKEN: optionalText,
  TELEGRAM_API_URL: z.string().url().default('https://api.telegram.org'),
  DISCORD_BOT_TOKEN: optionalText,
  DISCORD_API_URL: z.string().url().default('https://discord.com/api/v10'),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${reasons}`);
  }
  return parsed.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function isEmbeddedDatabase(env: Env): boolean {
  return !env.DATABASE_URL;
}

export function isGithubOAuthConfigured(env: Env): boolean {
  return Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET);
}

// rules.md R1.7: OAuth configured always wins; otherwise the embedded demo database or an explicit opt-in.
export function isDevLoginEnabled(env: Env): boolean {
  if (env.GITHUB_CLIENT_ID) return false;
  return isEmbeddedDatabase(env) || env.AUTH_DEV_LOGIN;
}
