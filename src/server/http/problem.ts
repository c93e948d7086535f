import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

// STYLE.md "Errors": one error type with a closed set of kinds.
export const problemKinds = {
  validation: { status: 400, title: 'Bad Request' },
  unauthenticated: { status: 401, title: 'Unauthorized' },
  forbidden: { status: 403, title: 'Forbidden' },
  not_found: { status: 404, title: 'Not Found' },
  conflict: { status: 409, title: 'Conflict' },
  rate_limited: { status: 429, title: 'Too Many Requests' },
  unavailable: { status: 503, title: 'Service Unavailable' },
  internal: { status: 500, title: 'Internal Server Error' },
} as const;

export type ProblemKind = keyof typeof problemKinds;
export type FieldError = { path: string; message: string };

export class AppError extends Error {
  readonly kind: ProblemKind;
  readonly errors?: FieldError[];

  constructor(kind: ProblemKind, detail: string, options: { errors?: FieldError[] } = {}) {
    super(detail);
    this.name = 'AppError';
    this.kind = kind;
    this.errors = options.errors;
  }
}

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: FieldError[];
  requestId: string;
};

export function problemBody(kind: ProblemKind, detail: string, requestId: string, errors?: FieldError[]): Problem {
  const { status, title } = problemKinds[kind];
  return { type: `/problems/${kind}`, title, status, detail, ...(errors?.length ? { errors } : {}), requestId };
}

export function problemResponse(c: Context, kind: ProblemKind, detail: string, errors?: FieldError[]): Response {
  const body = problemBody(kind, detail, c.get('requestId') ?? '', errors);
  return c.body(JSON.stringify(body), problemKinds[kind].status as ContentfulStatusCode, {
    'Content-Type': 'application/problem+json',
    'Cache-Control': 'no-store',
  });
}

export function fieldErrorsFromZod(error: ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : undefined;
    if (unknownKeys) {
      return {
        path: [path, ...unknownKeys].filter(Boolean).join('.') || '(root)',
        message: `Unknown field: ${unknownKeys.join(', ')}`,
      };
    }
    return { path: path || '(root)', message: issue.message };
  });
}

// app.onError: AppError → its kind; PG unique violation → 409; anything else is a bug: logged, 500 without details.
export function errorToResponse(c: Context, error: unknown, log: (message: string, error: unknown) => void): Response {
  if (error instanceof AppError) return problemResponse(c, error.kind, error.message, error.errors);
  if (error instanceof HTTPException) {
    const kind = kindForStatus(error.status);
    return problemResponse(c, kind, error.message || problemKinds[kind].title);
  }
  const pgCode = findPgCode(error);
  if (pgCode === '23505') return problemResponse(c, 'conflict', 'The record already exists.');
  if (pgCode === '23503') return problemResponse(c, 'validation', 'A referenced record does not exist.');
  log(`Unhandled error in ${c.req.method} ${c.req.path}`, error);
  return problemResponse(c, 'internal', 'An unexpected error occurred.');
}

function kindForStatus(status: number): ProblemKind {
  const match = (Object.keys(problemKinds) as ProblemKind[]).find((kind) => problemKinds[kind].status === status);
  return match ?? (status >= 500 ? 'internal' : 'validation');
}

function findPgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
