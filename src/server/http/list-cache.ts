import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { courseCacheVersions, courses, type CacheKind } from '../db/schema';
import type { AppDeps, AppEnv } from './context';

// DESIGN.md "Performance": the score page, schedule and course students answers, cached per process by (list, course,
// the list's version, canonical query, viewer class) and sent with an ETag. Every request reads the course's version
// (one primary-key read): triggers bump it in the transaction of any write the list shows (migration 0013), so an
// answer cached under an older version is never served, on this instance or any other. The bus (rs_cache) only frees
// the memory of dead answers early.

const gzipAsync = promisify(gzip);
const MEGABYTE = 1024 * 1024;
// What an entry costs beside its bytes (the entry object, its key in two maps, the LRU's bookkeeping).
const ENTRY_OVERHEAD = 300;
const GZIP_THRESHOLD = 1024;
// How many keys of answers asked for once the cache remembers, each as askedKey's number (a small integer: no object
// per key; the keys' texts, 150-250 characters, held 12 MB at 50,000).
const ASKED_ONCE_KEYS = 50_000;

// A key's 31-bit FNV-1a hash, for askedOnce. Two keys that share one only make an answer kept at its first ask: what
// is served never depends on it.
function askedKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return hash >>> 1;
}

// An answer that holds only while the clock stays in [validFrom, validUntil) (epoch ms): the schedule's statuses.
// `version`: the list's version read in the same statement (the same snapshot) as the answer's data
// (CachedListRequest.readsVersion).
export class TimedAnswer {
  constructor(
    readonly body: unknown,
    readonly validFrom: number,
    readonly validUntil: number,
    readonly version?: number,
  ) {}
}

type Entry = {
  version: number;
  etag: string;
  // The answer's JSON: a text computed as text stays one until the cache keeps it (issue 12: an answer sent once, as a
  // student's own schedule, is written out as text, never encoded into a Buffer whose external memory, once the
  // Buffer outlives a young collection, only a full collection frees: 74 kB a request brought V8 to a mark-compact
  // about every second of the cold schedule), the bytes once kept.
  body: Buffer | string;
  gzipped?: Buffer;
  validFrom: number;
  validUntil: number;
};

type ListCache = {
  entries: LRUCache<string, Entry> | null;
  // Keys by `kind:courseId`, for evicting a course's list without walking the whole cache.
  keysOf: Map<string, Set<string>>;
  // Misses being computed, by key and version: concurrent requests after a write compute once.
  computing: Map<string, Promise<Entry>>;
  // Keys (askedKey) of answers asked for once and not kept (CachedListRequest.keepOnRepeat), most recent last.
  askedOnce: LRUCache<number, true> | null;
  // The build that answers (Next's BUILD_ID): a new deployment may write an answer differently for the same data, so
  // its tags differ and a browser holding the old body gets the new one.
  revision: string;
};

const caches = new WeakMap<AppDeps, ListCache>();
const groupOf = (kind: CacheKind, courseId: number) => `${kind}:${courseId}`;
const groupOfKey = (key: string) => key.slice(0, key.indexOf('|'));

function createListCache(megabytes: number): ListCache {
  const keysOf = new Map<string, Set<string>>();
  const unindex = (key: string) => {
    const group = groupOfKey(key);
    const keys = keysOf.get(group);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) keysOf.delete(group);
  };
  const entries =
    megabytes > 0
      ? new LRUCache<string, Entry>({
          maxSize: Math.floor(megabytes * MEGABYTE),
          sizeCalculation: (entry, key) =>
            byteLength(entry.body) + (entry.gzipped?.length ?? 0) + key.length * 2 + ENTRY_OVERHEAD,
          // An overwrite keeps its key (and so its group): only a removal leaves the index.
          noDisposeOnSet: true,
          dispose: (_entry, key) => unindex(key),
        })
      : null;
  const askedOnce = entries ? new LRUCache<number, true>({ max: ASKED_ONCE_KEYS }) : null;
  return { entries, keysOf, computing: new Map(), askedOnce, revision: '' };
}

function buildRevision(distDir: string | undefined): string {
  try {
    return readFileSync(path.resolve(process.cwd(), distDir ?? '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

function cacheOf(deps: AppDeps): ListCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = { ...createListCache(deps.env?.LIST_CACHE_MAX_MB ?? 64), revision: buildRevision(deps.env?.NEXT_DIST_DIR) };
    caches.set(deps, cache);
  }
  return cache;
}

export type CacheVersionNotice = { courseId: number; kind: CacheKind; version: number };

// For the rs_cache bus subscriber: a notice drops the course's answers of that list computed before `version`; null
// (notifications may have been missed) drops every answer.
export function evictCourseLists(deps: AppDeps, notice: CacheVersionNotice | null): void {
  const { entries, keysOf, askedOnce } = cacheOf(deps);
  if (!entries) return;
  if (!notice) {
    entries.clear();
    return;
  }
  for (const key of [...(keysOf.get(groupOf(notice.kind, notice.courseId)) ?? [])]) {
    const entry = entries.peek(key);
    if (!entry || entry.version < notice.version) {
      entries.delete(key);
      // A kept answer was asked for more than once: its next answer is kept at once (keepOnRepeat), whether the
      // notice came before that ask or after it.
      askedOnce?.set(askedKey(key), true);
    }
  }
}

// The bus payload the triggers send ({courseId, kind, version}), or null when it is not one.
export function parseCacheNotice(payload: string): CacheVersionNotice | null {
  try {
    const { courseId, kind, version } = JSON.parse(payload) as Partial<CacheVersionNotice>;
    const kinds: unknown[] = ['score', 'schedule', 'roster'];
    if (Number.isInteger(courseId) && kinds.includes(kind) && Number.isInteger(version)) {
      return { courseId: courseId as number, kind: kind as CacheKind, version: version as number };
    }
  } catch {
    // not JSON: no notice
  }
  return null;
}

export function listCacheStats(deps: AppDeps) {
  const { entries } = cacheOf(deps);
  return { entries: entries?.size ?? 0, bytes: entries?.calculatedSize ?? 0, maxBytes: entries?.maxSize ?? 0 };
}

// The query as one text: parameters sorted by name, empty ones left out, values URI-encoded.
export function canonicalQuery(query: Record<string, unknown> = {}): string {
  return Object.keys(query)
    .filter((name) => query[name] !== undefined && query[name] !== null && query[name] !== '')
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(query[name]))}`)
    .join('&');
}

// One prepared statement per database: a course's three versions (no row yet: 0), or no row when the course does not
// exist. It runs on every cached request, so it is planned once per connection, not built and planned each time.
const prepareVersions = (db: Db) =>
  db
    .select({
      score: courseCacheVersions.score,
      schedule: courseCacheVersions.schedule,
      roster: courseCacheVersions.roster,
    })
    .from(courses)
    .leftJoin(courseCacheVersions, eq(courseCacheVersions.courseId, courses.id))
    .where(eq(courses.id, sql.placeholder('courseId')))
    .prepare('list_cache_versions');
const versionQueries = new WeakMap<Db, ReturnType<typeof prepareVersions>>();
type VersionRow = { score: number | null; schedule: number | null; roster: number | null };
// Reads of one course asked for in one turn of the event loop, not sent yet.
const pendingReads = new WeakMap<Db, Map<number, Promise<VersionRow | null>>>();

// Issue 12, the hit path: the requests that ask for a course's versions in one turn of the event loop (at 50
// connections the hot score page parses several per turn) share one statement, sent once the turn has run (setImmediate).
// It is never stale: a request joins only a read not sent yet, so the statement's snapshot is taken after that request
// arrived and sees every write committed before it, on this instance or any other. A read already sent is never joined.
function readVersions(db: Db, courseId: number): Promise<VersionRow | null> {
  let pending = pendingReads.get(db);
  if (!pending) {
    pending = new Map();
    pendingReads.set(db, pending);
  }
  const joined = pending.get(courseId);
  if (joined) return joined;
  const waiting = pending;
  const read = new Promise<VersionRow | null>((resolve, reject) => {
    setImmediate(() => {
      waiting.delete(courseId);
      let query = versionQueries.get(db);
      if (!query) {
        query = prepareVersions(db);
        versionQueries.set(db, query);
      }
      query.execute({ courseId }).then(([row]) => resolve(row ?? null), reject);
    });
  });
  pending.set(courseId, read);
  return read;
}

// The list's version of a course, or null when the course does not exist (nothing to cache: the list answers 404).
async function readVersion(db: Db, kind: CacheKind, courseId: number): Promise<number | null> {
  const row = await readVersions(db, courseId);
  return row ? Number(row[kind] ?? 0) : null;
}

const bodyOf = (answer: unknown) => (typeof answer === 'string' ? answer : JSON.stringify(answer));
// The answer's bytes: a Buffer as it is (a JSON text already encoded), else its JSON text encoded.
const bytesOf = (answer: unknown) => (Buffer.isBuffer(answer) ? answer : Buffer.from(bodyOf(answer)));
// The answer's JSON as computed: a Buffer as it is, else its JSON text (encoded only if the cache keeps it).
const jsonOf = (answer: unknown): Buffer | string => (Buffer.isBuffer(answer) ? answer : bodyOf(answer));
function byteLength(body: Buffer | string): number {
  return typeof body === 'string' ? Buffer.byteLength(body) : body.length;
}

// A strong tag naming the representation: list, course, version, and a hash of the build, who asks what (and, for a
// timed answer, the clock window), so that two viewers, two queries or two builds never share one.
function entityTag(kind: CacheKind, courseId: number, version: number, identity: string, window = ''): string {
  const hash = createHash('sha256').update(`${identity}\n${window}`).digest('base64url').slice(0, 22);
  return `"${kind}-${courseId}-${version}-${hash}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

// RFC 9110 §13.1.2: If-None-Match compares weakly (a compressed answer's tag is sent weak).
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === etag);
}

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return (coding.trim() === 'gzip' || coding.trim() === '*') && (!q || Number(q.slice(2)) > 0);
  });
}

// The cached bytes as they are (a Buffer is a Uint8Array; copying 200 kB per hit would be waste).
const bytes = (buffer: Buffer) => buffer as Uint8Array<ArrayBuffer>;
// A text goes out as it is (Node writes it with the head, in one write).
const sendable = (body: Buffer | string) => (typeof body === 'string' ? body : bytes(body));

const baseHeaders = { 'Cache-Control': 'private, no-cache', Vary: 'Accept-Encoding' };

// The cached bytes, compressed once per entry when the client takes gzip (the app's compress middleware would deflate
// the same bytes again on every request).
async function send(c: Context<AppEnv>, cache: ListCache, key: string | null, entry: Entry): Promise<Response> {
  const gzipped = acceptsGzip(c.req.header('Accept-Encoding')) && byteLength(entry.body) >= GZIP_THRESHOLD;
  const etag = gzipped ? `W/${entry.etag}` : entry.etag;
  if (matches(c.req.header('If-None-Match'), entry.etag)) return c.body(null, 304, { ...baseHeaders, ETag: etag });
  const headers = { ...baseHeaders, ETag: etag, 'Content-Type': 'application/json' };
  if (!gzipped) return c.body(sendable(entry.body), 200, headers);
  if (!entry.gzipped) {
    entry.gzipped = await gzipAsync(entry.body);
    // Stored again so that the LRU counts the compressed bytes too (unless a newer answer took the key meanwhile).
    if (key && cache.entries?.peek(key) === entry) cache.entries.set(key, entry);
  }
  return c.body(bytes(entry.gzipped), 200, { ...headers, 'Content-Encoding': 'gzip' });
}

export type CachedListRequest = {
  kind: CacheKind;
  courseId: number;
  // Whatever makes the answer differ between callers allowed to read it (e.g. `student:17`); the same text for callers
  // who always see the same answer.
  viewer: string;
  query?: Record<string, unknown>;
  // The answer at `now`: a value (serialised here, once per miss), a JSON text already serialised (a string, or its
  // UTF-8 bytes in a Buffer), or, when it depends on the clock (`timed`), a TimedAnswer of either. `version`: the
  // list's version this request read (none when it read none), for a compute whose own caches hold data by version.
  compute: (now: Date, version?: number) => Promise<unknown>;
  timed?: boolean;
  // Issue 12: an answer most callers ask for once (a student's own schedule, 74 kB) is kept only when its key is asked
  // for again, so that a stream of viewers who ask once does not evict the answers that are asked again.
  keepOnRepeat?: boolean;
  // Issue 12, the cold schedule: the compute reads the list's version itself, in the statement that reads its data,
  // and hands it back in its TimedAnswer. A request with nothing cached under its key (most cold requests) then skips
  // the version read, one round trip fewer; its entry is tagged with the version its data was read at, so it is never
  // stale (the snapshot follows the request's arrival) and a later request that reads a newer version recomputes.
  readsVersion?: boolean;
};

async function computeEntry(request: CachedListRequest, version: number, identity: string, now: Date) {
  const answer = await request.compute(now, version);
  const timed = answer instanceof TimedAnswer ? answer : null;
  const validFrom = timed?.validFrom ?? -Infinity;
  const validUntil = timed?.validUntil ?? Infinity;
  const window = timed ? `${validFrom}..${validUntil}` : '';
  const body = jsonOf(timed ? timed.body : answer);
  return {
    version,
    etag: entityTag(request.kind, request.courseId, version, identity, window),
    body,
    validFrom,
    validUntil,
  };
}

function store(cache: ListCache, group: string, key: string, entry: Entry, keepOnRepeat = false): void {
  if (!cache.entries) return;
  if (keepOnRepeat && !cache.entries.has(key) && cache.askedOnce) {
    const asked = askedKey(key);
    // First ask (or the first since its key was forgotten): remembered, not kept.
    if (!cache.askedOnce.has(asked)) {
      cache.askedOnce.set(asked, true);
      return;
    }
    cache.askedOnce.delete(asked);
  }
  if (typeof entry.body === 'string') entry.body = Buffer.from(entry.body);
  cache.entries.set(key, entry);
  // An answer larger than the whole cache is not kept.
  if (!cache.entries.has(key)) return;
  const keys = cache.keysOf.get(group) ?? new Set<string>();
  keys.add(key);
  cache.keysOf.set(group, keys);
}

// A request with nothing cached under its key, whose compute reads the version (readsVersion): computed at once.
async function computeUnversioned(c: Context<AppEnv>, cache: ListCache, request: CachedListRequest, keys: Keys) {
  const answer = await request.compute(keys.now);
  if (!(answer instanceof TimedAnswer) || answer.version === undefined) {
    // No version came with it: sent as it is, nothing kept.
    const body = bytesOf(answer instanceof TimedAnswer ? answer.body : answer);
    return c.body(bytes(body), 200, { ...baseHeaders, 'Content-Type': 'application/json' });
  }
  const { version, validFrom, validUntil } = answer;
  const entry: Entry = {
    version,
    etag: entityTag(request.kind, request.courseId, version, keys.identity, `${validFrom}..${validUntil}`),
    body: jsonOf(answer.body),
    validFrom,
    validUntil,
  };
  store(cache, keys.group, keys.key, entry, request.keepOnRepeat);
  return send(c, cache, keys.key, entry);
}

type Keys = { group: string; key: string; identity: string; now: Date };

// A list route's whole answer: 304 when If-None-Match names the current answer, else 200 with the cached or computed
// JSON, its ETag and `Cache-Control: private, no-cache` (the browser revalidates each time).
export async function cachedList(c: Context<AppEnv>, request: CachedListRequest): Promise<Response> {
  const deps = c.get('deps');
  const cache = cacheOf(deps);
  const { kind, courseId } = request;
  const identity = `${cache.revision}\n${request.viewer}\n${canonicalQuery(request.query)}`;
  const now = deps.now();
  if (request.readsVersion && request.timed && !cache.entries?.peek(`${groupOf(kind, courseId)}|${identity}`)) {
    const group = groupOf(kind, courseId);
    return computeUnversioned(c, cache, request, { group, key: `${group}|${identity}`, identity, now });
  }
  const version = await readVersion(deps.db, kind, courseId);
  if (version === null) {
    // No course: the service answers (404); nothing is kept.
    const answer = await request.compute(now);
    const body = bytesOf(answer instanceof TimedAnswer ? answer.body : answer);
    return c.body(bytes(body), 200, { ...baseHeaders, 'Content-Type': 'application/json' });
  }
  const group = groupOf(kind, courseId);
  const key = `${group}|${identity}`;
  const at = now.getTime();
  const fresh = (entry: Entry | undefined): entry is Entry =>
    !!entry && entry.version === version && entry.validFrom <= at && at < entry.validUntil;
  const cached = cache.entries?.get(key);
  if (fresh(cached)) return send(c, cache, key, cached);
  // Without a clock window the tag is known before the answer: a matching revalidation needs no computing at all.
  const untimedTag = entityTag(kind, courseId, version, identity);
  if (!request.timed && matches(c.req.header('If-None-Match'), untimedTag)) {
    return c.body(null, 304, { ...baseHeaders, ETag: untimedTag });
  }
  const computingKey = `${key}|${version}`;
  let computing = cache.computing.get(computingKey);
  if (!computing) {
    const started = computeEntry(request, version, identity, now);
    computing = started;
    cache.computing.set(computingKey, started);
    const done = () => {
      if (cache.computing.get(computingKey) === started) cache.computing.delete(computingKey);
    };
    started.then(done, done);
  }
  let entry = await computing;
  // An answer computed for another request at another time of the clock may not hold now: compute our own.
  if (!fresh(entry)) entry = await computeEntry(request, version, identity, now);
  store(cache, group, key, entry, request.keepOnRepeat);
  return send(c, cache, key, entry);
}

// The OpenAPI side of a cached list: the 200 answer carries its ETag, and a matching If-None-Match gets 304.
export const cachedJsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  200: {
    description,
    headers: {
      ETag: {
        description: 'Names this answer; send it back in If-None-Match to get 304 while it holds',
        schema: { type: 'string' as const },
      },
      'Cache-Control': { description: 'private, no-cache', schema: { type: 'string' as const } },
    },
    content: { 'application/json': { schema } },
  },
  304: {
    description: 'Not modified: If-None-Match names the current answer (no body)',
    headers: { ETag: { description: 'The current answer’s tag', schema: { type: 'string' as const } } },
  },
});
