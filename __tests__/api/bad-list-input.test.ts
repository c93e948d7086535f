import { createTestContext, readProblem, type TestContext } from '../support/server/context';
import {
  fillPath,
  listOperations,
  loadSpec,
  minimalValue,
  resolveSchema,
  type Operation,
  type Parameter,
} from '../support/server/openapi-spec';
import type { Persona } from '../support/server/school';

// Issue 12 "Quality bar": bad input on every list (page 0, page size 10,000, an unknown order column, a 10,000-character
// filter) is a 4xx problem+json that names the field, never a slow query. Walks openapi.yaml, so a new list joins by
// itself: every GET with paging, an order parameter or a free-text filter (query, or search text in the path).

const spec = loadSpec();
let ctx: TestContext;

// About 10,000 characters that otherwise pass the parameter's pattern (a comma list repeats its example), so only a length
// limit can refuse them.
function huge(parameter: Parameter): string {
  const example = schemaOf(parameter).example;
  if (typeof example !== 'string' || !example.includes(',')) return 'x'.repeat(10_000);
  return Array.from({ length: Math.ceil(10_000 / (example.length + 1)) }, () => example).join(',');
}
const pagingNames = ['current', 'currentPage', 'pageSize'];
const orderNames = ['orderBy', 'sortField', 'orderDirection', 'sortOrder'];

const schemaOf = (parameter: Parameter) => resolveSchema(spec, parameter.schema);
const isString = (parameter: Parameter) => schemaOf(parameter).type === 'string';
const isFreeText = (parameter: Parameter) => {
  const schema = schemaOf(parameter);
  if (!isString(parameter) || schema.enum || schema.format) return false;
  return parameter.in === 'query' || /search|text/i.test(parameter.name);
};

type BadInput = { label: string; parameter: string; value: string };

function badInputs(operation: Operation): BadInput[] {
  const inputs: BadInput[] = [];
  for (const parameter of operation.parameters) {
    const { name } = parameter;
    if (name === 'current' || name === 'currentPage') inputs.push({ label: `${name}=0`, parameter: name, value: '0' });
    if (name === 'pageSize') inputs.push({ label: 'pageSize=10000', parameter: name, value: '10000' });
    if (orderNames.includes(name)) inputs.push({ label: `${name} unknown`, parameter: name, value: 'noSuchColumn' });
    if (isFreeText(parameter))
      inputs.push({ label: `${name} of 10,000 characters`, parameter: name, value: huge(parameter) });
  }
  return inputs;
}

const isList = (operation: Operation) =>
  operation.parameters.some(
    (parameter) => pagingNames.includes(parameter.name) || orderNames.includes(parameter.name) || isFreeText(parameter),
  );

// The persona the operation's x-access lets through: admins pass course(manager|supervisor|dementor) and every
// non-course term; mentor-, student- or task-owner-only course operations are called by that persona of course A.
function callerFor(policy: string): Persona {
  const terms = policy.split('|').map((term) => term.trim());
  const courseRoles = terms.flatMap((term) => /^course\(([^)]*)\)$/.exec(term)?.[1].split(',') ?? []);
  const adminPasses =
    terms.some((term) => !term.startsWith('course(')) ||
    courseRoles.some((role) => ['manager', 'supervisor', 'dementor'].includes(role.trim()));
  if (adminPasses) return 'admin';
  return (['mentor', 'student', 'taskOwner'] as const).find((role) => courseRoles.includes(role)) ?? 'admin';
}

function parameterValue(parameter: Parameter, caller: Persona): string {
  if (parameter.name === 'courseId') return String(ctx.school.courseA.id);
  if (parameter.name === 'githubId' || parameter.name === 'username') {
    return caller === 'anonymous' ? 'me' : ctx.school.users[caller].githubId;
  }
  return String(minimalValue(spec, parameter.schema));
}

function buildUrl(operation: Operation, caller: Persona, bad: BadInput): string {
  const inPath = operation.parameters.find((parameter) => parameter.in === 'path' && parameter.name === bad.parameter);
  const path = fillPath(operation.path, (name) => {
    if (inPath && name === bad.parameter) return bad.value;
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return parameterValue(parameter ?? { name, in: 'path' }, caller);
  });
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required) query.set(parameter.name, parameterValue(parameter, caller));
  }
  if (!inPath) query.set(bad.parameter, bad.value);
  return `${path}?${query}`;
}

const lists = listOperations(spec).filter((operation) => operation.method === 'GET' && isList(operation));
const cases = lists.flatMap((operation) =>
  badInputs(operation).map((bad) => [`${operation.path} ${bad.label}`, operation, bad] as const),
);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('bad input on every list (openapi.yaml)', () => {
  it('finds the lists of the issue', () => {
    const paths = lists.map((operation) => operation.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v2/course/{courseId}/students/score',
        '/api/v2/courses/{courseId}/students',
        '/api/v2/registry/mentors',
        '/api/v2/users/search',
      ]),
    );
  });

  it.each(
    lists.flatMap((operation) =>
      operation.parameters.filter(isFreeText).map((parameter) => [operation.path, parameter.name, parameter] as const),
    ),
  )('%s documents a maxLength for %s', (_path, _name, parameter) => {
    expect((schemaOf(parameter) as { maxLength?: number }).maxLength).toEqual(expect.any(Number));
  });

  it.each(cases)('%s → 400 problem+json naming the field', async (_title, operation, bad) => {
    const caller = callerFor(operation.access.policy);
    const response = await ctx.request(buildUrl(operation, caller, bad), { as: caller });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = await readProblem(response);
    const named = [problem.detail, ...(problem.errors ?? []).flatMap((error) => [error.path, error.message])];
    expect(named.join(' | ')).toContain(bad.parameter);
  });
});
