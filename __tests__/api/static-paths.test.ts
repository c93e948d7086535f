import { createTestContext, type TestContext } from '../support/server/context';
import {
  fillPath,
  jsonBodySchema,
  listOperations,
  loadSpec,
  minimalValue,
  type Operation,
} from '../support/server/openapi-spec';

// access.md §0 "Routing": a static segment wins over a parameter at the same position. Hono matches in registration
// order, so every static path that shares a position with another path's {param} is called and must reach its own
// operation, never the parametrised one.

type Shadow = { staticOperation: Operation; paramOperation: Operation; param: string; position: number };

const segments = (template: string) => template.split('/').filter(Boolean);
const paramName = (segment: string) => /^\{(\w+)\}$/.exec(segment)?.[1];

// Two paths of one method could both match a URL when every segment pair is equal or involves a parameter.
function findShadowedStaticPaths(operations: Operation[]): Shadow[] {
  const shadows: Shadow[] = [];
  for (const staticOperation of operations) {
    for (const paramOperation of operations) {
      if (staticOperation === paramOperation || staticOperation.method !== paramOperation.method) continue;
      const a = segments(staticOperation.path);
      const b = segments(paramOperation.path);
      if (a.length !== b.length) continue;
      const overlaps = a.every((segment, i) => segment === b[i] || paramName(segment) || paramName(b[i]));
      if (!overlaps) continue;
      const position = a.findIndex((segment, i) => !paramName(segment) && paramName(b[i]));
      if (position >= 0)
        shadows.push({ staticOperation, paramOperation, param: paramName(b[position]) as string, position });
    }
  }
  return shadows;
}

const spec = loadSpec();
const shadows = findShadowedStaticPaths(listOperations(spec));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('static paths are never routed to a parametrised sibling', () => {
  it('detects a static segment that shares a position with a parameter', () => {
    const fake = (method: string, path: string) =>
      ({ method, path, operationId: path, access: { policy: 'public' }, parameters: [] }) as Operation;
    const found = findShadowedStaticPaths([
      fake('GET', '/api/v2/courses/{courseId}/stats'),
      fake('GET', '/api/v2/courses/aggregate/stats'),
      fake('GET', '/api/v2/courses/{courseId}/tasks'),
      fake('POST', '/api/v2/courses/aggregate/stats'),
    ]);
    expect(found.map((s) => [s.staticOperation.path, s.paramOperation.path, s.param])).toEqual([
      ['/api/v2/courses/aggregate/stats', '/api/v2/courses/{courseId}/stats', 'courseId'],
    ]);
  });

  it('calls every static path of openapi.yaml that shares a position with a parameter', async () => {
    for (const { staticOperation, paramOperation, param } of shadows) {
      const url = fillPath(staticOperation.path, (name) => (name === 'courseId' ? String(ctx.school.courseA.id) : '1'));
      const bodySchema = jsonBodySchema(staticOperation);
      const response = await ctx.request(url, {
        method: staticOperation.method,
        as: 'admin',
        body: bodySchema ? minimalValue(spec, bodySchema) : undefined,
      });
      const label = `${staticOperation.method} ${staticOperation.path} (vs ${paramOperation.path})`;
      const text = await response.text();
      expect({ label, routedToParam: response.status === 400 && text.includes(param) }).toEqual({
        label,
        routedToParam: false,
      });
      expect({ label, unrouted: response.status === 404 && text.includes('No route') }).toEqual({
        label,
        unrouted: false,
      });
    }
  });
});

// Course students and mentors (access.md §6, §28): static words beside {githubId} routes, listed by hand because the
// sibling that would shadow them may be of another method or arrive with a later issue (`/students/{githubId}/summary`).
describe('course students and mentors static paths', () => {
  it.each([
    ['GET', '/api/v2/courses/{courseId}/students/csv', undefined],
    ['GET', '/api/v2/courses/{courseId}/students/search/csv', undefined],
    ['POST', '/api/v2/courses/{courseId}/students/expel', { criteria: { minScore: 0 }, dryRun: true }],
    ['GET', '/api/v2/course/{courseId}/mentors/details', undefined],
    ['GET', '/api/v2/course/{courseId}/mentors/details/csv', undefined],
    ['GET', '/api/v2/course/{courseId}/mentors/search/details', undefined],
  ])('%s %s reaches its own operation', async (method, template, body) => {
    const url = template.replace('{courseId}', String(ctx.school.courseA.id));
    expect((await ctx.request(url, { method, as: 'admin', body })).status).toBe(200);
  });
});
