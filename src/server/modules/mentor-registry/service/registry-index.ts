import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../../../db/client';
import { bitmapOf, emptyBitmap, hasPlace, setPlace } from '../../../db/bitmaps';
import { clientOf } from '../../../db/row-cache';
import { mentorRegistries, registryCacheVersion } from '../../../db/schema';
import { keptOrReadOnce } from '../../../db/versioned-read';
import { pageOffset } from '../../../http/paging';
import { userOfPageRow } from '../../course-students/keys';
import type { RegistryFilter } from '../schemas';
import {
  applicantCity,
  applicantLogin,
  applicationOfPageRow,
  itemJson,
  listApplicationsJson,
  pageColumn,
  registryPageText,
  type RegistryOrder,
} from './list-applications';
import type { RegistryViewer } from './viewer';

// Issue 12, "a cache miss is cheap too", for the mentor registry (GET /registry/mentors): every open application of
// the school is kept per process at one registry version (migration 0034), with its item's JSON text as the page's
// statement writes it (list-applications.ts itemJson), what its filters test, and its place in each order. A page is
// then the kept applications the viewer may see and the filters keep, in the asked order, cut; no statement but one
// small read of the version and the viewer's disciplines.
//
// Never stale: the applications are read in one snapshot with the version, and kept under it. The version moves when
// a transaction that changed anything an item shows (its application, a mentor or certificate row, the applicant's
// user) commits; a request that read version V is answered from what was read at V only. The discipline names that
// widen a non-admin's view (rules.md R14.6) are read with the version on every request, so a course or discipline
// change is seen at once without moving it.
//
// The keys are matched as the statement matches them: ILIKE is lower() of both sides and a match of the literal text,
// so the login and the city are kept lower-cased by PostgreSQL, and the request's texts are lower-cased in the same
// read as the version; the lists are matched any-of by equality, as `&&` does.

type Application = {
  id: number;
  maxStudents: number;
  prefered: number[];
  preselected: number[];
  technical: string[];
  login: string;
  city: string | null;
  json: string;
};

// What one viewer's filter keeps at a version: a flag per application (by place), with the totals of the matches,
// which no order changes. Pages of every order and page number of the same filter share it.
// flags: a bit per application place (db/bitmaps.ts).
type Matched = { flags: Uint32Array; total: number; maxStudentsTotal: number };

export type RegistryIndex = {
  version: number;
  applications: Application[];
  orders: Map<string, Int32Array>;
  matched: LRUCache<string, Matched>;
  // What each viewer's view keeps (no entry: the admin's, every application), by place.
  visible: LRUCache<string, Uint32Array>;
};

// The filters matched per version kept (a bit per application each: 640 bytes at 5,000 applications; a byte each
// held 10 MB at 2,000 filters, live through every other list's load).
const MAX_MATCHED = 2_000;
const MAX_VIEWS = 500;

// Read whole from the second ask at one version on: writes come in bursts (a manager inviting applicants one by one
// while the list reloads after each), and a version asked once is cheaper to answer with the page's own statement.
const SETTLE_ASKS = 2;
// A registry larger than this is answered by the statement alone (about 1 kB per application kept).
const MAX_APPLICATIONS = 50_000;

const directionOf = (order: RegistryOrder) => order.orderDirection ?? (order.orderBy === 'githubId' ? 'asc' : 'desc');
const orderKey = (orderBy: RegistryOrder['orderBy'], direction: 'asc' | 'desc') => `${orderBy}:${direction}`;

// Each order as the statement's: the key (its rank among the open applications, nulls placed as there), then id asc.
function ordersOf(applications: Application[], ranks: { received: number[]; login: number[] }) {
  const orders = new Map<string, Int32Array>();
  for (const orderBy of ['receivedDate', 'githubId'] as const) {
    const rank = orderBy === 'receivedDate' ? ranks.received : ranks.login;
    for (const direction of ['asc', 'desc'] as const) {
      const sign = (orderBy === 'receivedDate') === (direction === 'desc') ? 1 : -1;
      const places = Int32Array.from(applications.keys());
      places.sort((a, b) => sign * (rank[a] - rank[b]) || applications[a].id - applications[b].id);
      orders.set(orderKey(orderBy, direction), places);
    }
  }
  return orders;
}

const registry = mentorRegistries;

// Every open application with its item's JSON text and keys, read in one read-only snapshot with the version.
async function readIndex(db: DbOrTx): Promise<RegistryIndex> {
  return db.transaction(
    async (tx) => {
      const [kept] = await tx
        .select({ version: registryCacheVersion.version })
        .from(registryCacheVersion)
        .where(eq(registryCacheVersion.id, 1));
      const keys = tx
        .select({
          id: sql<number>`${registry.id}`.as('page_id'),
          userId: sql<number>`${registry.userId}`.as('page_user_id'),
          received: sql<string>`dense_rank() over (order by ${registry.receivedDate} desc nulls last)`.as('received'),
          login: sql<string>`dense_rank() over (order by ${applicantLogin} asc nulls last)`.as('login_rank'),
          loginKey: sql<string>`lower(${applicantLogin})`.as('login_key'),
          cityKey: sql<string | null>`lower(${applicantCity})`.as('city_key'),
          maxStudents: sql<number>`${registry.maxStudentsLimit}`.as('max_students'),
          prefered: sql<number[]>`${registry.preferedCourses}`.as('prefered'),
          preselected: sql<number[]>`${registry.preselectedCourses}`.as('preselected'),
          technical: sql<string[]>`${registry.technicalMentoring}`.as('technical'),
        })
        .from(registry)
        .where(sql`not ${registry.canceled}`)
        .as('page');
      const rows = await tx
        .select({
          id: keys.id,
          received: keys.received,
          login: keys.login,
          loginKey: keys.loginKey,
          cityKey: keys.cityKey,
          maxStudents: keys.maxStudents,
          prefered: keys.prefered,
          preselected: keys.preselected,
          technical: keys.technical,
          json: sql<string>`${itemJson()}::text`,
        })
        .from(keys)
        .innerJoinLateral(applicationOfPageRow(tx), sql`true`)
        .leftJoinLateral(userOfPageRow(tx, pageColumn('page_user_id')), sql`true`);
      const applications = rows.map((row) => ({
        id: Number(row.id),
        maxStudents: Number(row.maxStudents),
        prefered: row.prefered.map(Number),
        preselected: row.preselected.map(Number),
        technical: row.technical,
        login: row.loginKey,
        city: row.cityKey,
        json: row.json,
      }));
      const ranks = { received: rows.map((row) => Number(row.received)), login: rows.map((row) => Number(row.login)) };
      return {
        version: Number(kept?.version ?? 0),
        applications,
        orders: ordersOf(applications, ranks),
        matched: new LRUCache<string, Matched>({ max: MAX_MATCHED }),
        visible: new LRUCache<string, Uint32Array>({ max: MAX_VIEWS }),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

type Held = {
  kept: LRUCache<number, RegistryIndex>;
  reading: Map<string, Promise<RegistryIndex>>;
  asked: { version: number; asks: number };
  // Whether the last read held more applications than are kept: then only a newer version is read again.
  tooLarge?: number;
};
const held = new WeakMap<object, Held>();

// The index at `version`, or undefined: the version was asked for the first time, or moved meanwhile.
async function indexAt(db: DbOrTx, client: object, version: number): Promise<RegistryIndex | undefined> {
  let mine = held.get(client);
  if (!mine) {
    mine = { kept: new LRUCache({ max: 1 }), reading: new Map(), asked: { version, asks: 0 } };
    held.set(client, mine);
  }
  if (mine.tooLarge === version) return undefined;
  if (mine.kept.get(0)?.version !== version) {
    if (mine.asked.version !== version) mine.asked = { version, asks: 0 };
    mine.asked.asks += 1;
    if (mine.asked.asks < SETTLE_ASKS) return undefined;
  }
  const index = await keptOrReadOnce(mine.kept, mine.reading, 0, version, () => readIndex(db));
  if (index.applications.length > MAX_APPLICATIONS) {
    mine.kept.delete(0);
    mine.tooLarge = index.version;
    return undefined;
  }
  return index.version === version ? index : undefined;
}

// The registry's version, the discipline names of the viewer's courses, and the request's texts lower-cased, in one
// prepared statement planned once per connection.
const prepareFacts = (db: Db) =>
  db
    .select({
      version: sql<string>`coalesce((select kept.version from registry_cache_version kept where kept.id = 1), 0)`,
      disciplines: sql<string[]>`(select coalesce(array_agg(d.name), '{}') from course c
        join discipline d on d.id = c.discipline_id
        where c.id = any(${sql.placeholder('staff')}::integer[]) and d.deleted_at is null)`,
      login: sql<string>`lower(${sql.placeholder('login')}::text)`,
      city: sql<string>`lower(${sql.placeholder('city')}::text)`,
    })
    .from(sql`(values (1)) as one(x)`)
    .prepare('registry_facts');
const factQueries = new WeakMap<object, ReturnType<typeof prepareFacts>>();

type Facts = { version: number; disciplines: Set<string>; login: string; city: string };

async function readFacts(db: Db, client: object, viewer: RegistryViewer, filter: RegistryFilter): Promise<Facts> {
  let query = factQueries.get(client);
  if (!query) {
    query = prepareFacts(db);
    factQueries.set(client, query);
  }
  const [row] = await query.execute({
    staff: viewer.isAdmin ? [] : viewer.staffCourseIds,
    login: filter.githubId ?? '',
    city: filter.cityName ?? '',
  });
  return { version: Number(row.version), disciplines: new Set(row.disciplines), login: row.login, city: row.city };
}

function overlaps<T>(values: T[], wanted: Set<T>): boolean {
  for (const value of values) if (wanted.has(value)) return true;
  return false;
}

// rules.md R14.6 as visibleToViewer (list-applications.ts) writes it: a non-admin sees the applications preferring one
// of his courses, preferring none, or naming the discipline of one of his courses. Kept per viewer's view at a version.
const viewKey = (viewer: RegistryViewer, facts: Facts) =>
  viewer.isAdmin
    ? 'admin'
    : `${[...viewer.staffCourseIds].sort((a, b) => a - b).join(',')}|${[...facts.disciplines].sort().join('\u0000')}`;

function visibleTo(index: RegistryIndex, viewer: RegistryViewer, facts: Facts, key: string): Uint32Array | undefined {
  if (viewer.isAdmin) return undefined;
  const kept = index.visible.get(key);
  if (kept) return kept;
  const staff = new Set(viewer.staffCourseIds);
  const { applications } = index;
  const flags = bitmapOf(applications.length, (place) => {
    const application = applications[place];
    return (
      application.prefered.length === 0 ||
      overlaps(application.prefered, staff) ||
      overlaps(application.technical, facts.disciplines)
    );
  });
  index.visible.set(key, flags);
  return flags;
}

// What tells two filters apart (their texts as lower-cased for matching), never the order or the page.
function filterKey(filter: RegistryFilter, facts: Facts): string {
  const lists = [filter.preferedCourses, filter.preselectedCourses, filter.technicalMentoring].map((list) =>
    [...list].map(String).sort().join('\u0000'),
  );
  const texts = [filter.githubId ? facts.login : null, filter.cityName ? facts.city : null];
  return JSON.stringify([filter.status, ...lists, ...texts]);
}

// rules.md R14.6 as whereOf (list-applications.ts) writes it: what the viewer may see, and every filter set, combined.
// One loop over the applications, the rarest tests (the texts) first.
function matchedBy(index: RegistryIndex, viewer: RegistryViewer, facts: Facts, filter: RegistryFilter): Matched {
  const view = viewKey(viewer, facts);
  const visible = visibleTo(index, viewer, facts, view);
  const key = `${view}|${filterKey(filter, facts)}`;
  const kept = index.matched.get(key);
  if (kept) return kept;
  const login = filter.githubId ? facts.login : undefined;
  const city = filter.cityName ? facts.city : undefined;
  const newOnly = filter.status === 'new';
  const prefered = filter.preferedCourses.length ? new Set(filter.preferedCourses) : undefined;
  const preselected = filter.preselectedCourses.length ? new Set(filter.preselectedCourses) : undefined;
  const technical = filter.technicalMentoring.length ? new Set(filter.technicalMentoring) : undefined;
  const { applications } = index;
  const flags = emptyBitmap(applications.length);
  let total = 0;
  let maxStudentsTotal = 0;
  for (let place = 0; place < applications.length; place += 1) {
    const application = applications[place];
    if (login !== undefined && !application.login.includes(login)) continue;
    if (city !== undefined && (application.city === null || !application.city.includes(city))) continue;
    if (visible && !hasPlace(visible, place)) continue;
    if (newOnly && application.preselected.length) continue;
    if (prefered && !overlaps(application.prefered, prefered)) continue;
    if (preselected && !overlaps(application.preselected, preselected)) continue;
    if (technical && !overlaps(application.technical, technical)) continue;
    setPlace(flags, place);
    total += 1;
    maxStudentsTotal += application.maxStudents;
  }
  const found = { flags, total, maxStudentsTotal };
  index.matched.set(key, found);
  return found;
}

function pageOf(
  index: RegistryIndex,
  matched: Matched,
  page: { currentPage: number; pageSize: number } & RegistryOrder,
) {
  const order = index.orders.get(orderKey(page.orderBy, directionOf(page)));
  if (!order) throw new Error(`No registry order ${page.orderBy}`);
  const offset = pageOffset(page.currentPage, page.pageSize);
  const items: string[] = [];
  if (offset < matched.total) {
    let seen = 0;
    for (let i = 0; i < order.length && items.length < page.pageSize; i += 1) {
      const place = order[i];
      if (!hasPlace(matched.flags, place)) continue;
      if (seen >= offset) items.push(index.applications[place].json);
      seen += 1;
    }
  }
  return { json: `[${items.join(',')}]`, total: matched.total, maxStudentsTotal: matched.maxStudentsTotal };
}

// access.md §26 GET /registry/mentors: one page as the JSON text of MentorRegistryPage, byte for byte the statement's
// (listApplicationsJson), from the index when the registry's version is settled, else from the statement.
export async function registryPageJson(
  db: DbOrTx,
  viewer: RegistryViewer,
  filter: RegistryFilter,
  page: { currentPage: number; pageSize: number } & RegistryOrder,
): Promise<string> {
  const client = clientOf(db);
  // A transaction's handle, or a viewer who sees nothing: the statement answers.
  if (!client || (!viewer.isAdmin && !viewer.staffCourseIds.length)) {
    return listApplicationsJson(db, viewer, filter, page);
  }
  const facts = await readFacts(db as Db, client, viewer, filter);
  const index = await indexAt(db, client, facts.version);
  if (!index) return listApplicationsJson(db, viewer, filter, page);
  return registryPageText(page, pageOf(index, matchedBy(index, viewer, facts, filter), page));
}
