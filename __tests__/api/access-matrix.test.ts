import { and, eq, inArray } from 'drizzle-orm';
import { courseUsers, students } from '../../src/server/db/schema';
import { createTestContext, type TestContext } from '../support/server/context';
import {
  fillPath,
  jsonBodySchema,
  listOperations,
  loadSpec,
  minimalValue,
  type Operation,
  type Parameter,
} from '../support/server/openapi-spec';
import { personas, type Persona } from '../support/server/school';

// DESIGN.md "Authorization": every operation of openapi.yaml, called as each of the eleven personas, answers 401/403
// exactly where its x-access policy says. The policy is evaluated here from the persona's definition in
// support/server/school.ts, independently of src/server/http/access.ts.

type Facts = {
  signedIn: boolean;
  isAdmin: boolean;
  isHirer: boolean;
  rolesInCourseA: string[];
  rolesAnywhere: string[];
};

const none: Facts = { signedIn: true, isAdmin: false, isHirer: false, rolesInCourseA: [], rolesAnywhere: [] };
const inCourseA = (role: string): Facts => ({ ...none, rolesInCourseA: [role], rolesAnywhere: [role] });
const facts: Record<Persona, Facts> = {
  anonymous: { ...none, signedIn: false },
  newcomer: none,
  student: inCourseA('student'),
  mentor: inCourseA('mentor'),
  manager: inCourseA('manager'),
  supervisor: inCourseA('supervisor'),
  dementor: inCourseA('dementor'),
  taskOwner: inCourseA('taskOwner'),
  otherCourseStudent: { ...none, rolesAnywhere: ['student'] },
  hirer: { ...none, isHirer: true },
  admin: { ...none, isAdmin: true },
};

const adminPassingRoles = ['manager', 'dementor', 'supervisor'];

// access.md §0.1, read from the x-access text: `a | b`, public, authenticated, admin, hirer, powerUser, course(r1,...).
function termAllows(term: string, persona: Facts): boolean {
  const course = /^course\(([^)]*)\)$/.exec(term);
  if (course) {
    const roles = course[1].split(',').map((role) => role.trim());
    if (!persona.signedIn) return false;
    if (persona.isAdmin && roles.some((role) => adminPassingRoles.includes(role))) return true;
    return roles.some((role) => persona.rolesInCourseA.includes(role));
  }
  switch (term) {
    case 'public':
      return true;
    case 'authenticated':
      return persona.signedIn;
    case 'admin':
      return persona.isAdmin;
    case 'hirer':
      return persona.isHirer || persona.isAdmin;
    case 'powerUser':
      return persona.isAdmin || persona.rolesAnywhere.some((role) => role === 'manager' || role === 'supervisor');
    default:
      throw new Error(`Unknown access policy term "${term}": extend the route-by-persona test's vocabulary.`);
  }
}

const policyTerms = (expression: string) => expression.split('|').map((term) => term.trim());
const policyAllows = (expression: string, persona: Facts) =>
  policyTerms(expression).some((term) => termAllows(term, persona));

// Owner rules that the persona's own ids cannot satisfy (access.md "+ owner"); any other owner rule must pass.
const ownerRuleFails: Record<string, (persona: Persona) => boolean> = {
  // GET /mentors/{mentorId}/students with mentorId 1, the mentor persona's record in course A (access.md §21).
  'own mentor record, or manager/supervisor of its course': (persona) =>
    !['mentor', 'manager', 'supervisor', 'admin'].includes(persona),
  'admin or manager in any course': (persona) => !['admin', 'manager'].includes(persona),
  // POST /course/{courseId}/mentors/{githubId} with the persona's own login: nobody is pre-selected for course A, so
  // only its mentor, its manager and an admin pass.
  'the caller, invited to or mentoring the course; or its manager': (persona) =>
    !['mentor', 'manager', 'admin'].includes(persona),
  // /students/{studentId}... with studentId 1, the student persona's record in course A (no mentor): the student, the
  // course's manager and supervisor, and an admin may see it (access.md §28).
  canAccessStudent: (persona) => !['student', 'manager', 'supervisor', 'admin'].includes(persona),
  // Nobody of course A is both that student's mentor and a mentor of the course; an admin passes owner checks.
  'canAccessStudent and caller is a mentor of that course': (persona) => persona !== 'admin',
  // PATCH /students/1/feedbacks/1: the letter the admin wrote in the POST row before (writes run after reads).
  'caller wrote it': (persona) => persona !== 'admin',
  // POST /gratitudes with course A in the body and the first badge (Congratulations, any role, R17.1).
  'a role in the body courseId that allows badgeId (R17.1)': (persona) =>
    ['newcomer', 'otherCourseStudent', 'hirer'].includes(persona),
};

type Outcome = '401' | '403' | 'allowed';

function expectedOutcome(operation: Operation, persona: Persona): Outcome {
  const persona_ = facts[persona];
  if (policyAllows(operation.access.policy, persona_)) {
    const ownerFails = operation.access.owner ? ownerRuleFails[operation.access.owner] : undefined;
    return ownerFails?.(persona) ? '403' : 'allowed';
  }
  return persona_.signedIn || policyTerms(operation.access.policy).includes('public') ? '403' : '401';
}

let ctx: TestContext;
const spec = loadSpec();

function ownLogin(persona: Persona): string {
  return persona === 'anonymous' ? 'me' : ctx.school.users[persona].githubId;
}

function parameterValue(parameter: Parameter, persona: Persona): string {
  const ownId = persona === 'anonymous' ? 1 : ctx.school.users[persona].id;
  switch (parameter.name) {
    case 'courseId':
      return String(ctx.school.courseA.id);
    case 'userId':
      return String(ownId);
    case 'username':
    case 'githubId':
      return ownLogin(persona);
    default:
      return String(minimalValue(spec, parameter.schema));
  }
}

function buildRequest(operation: Operation, persona: Persona) {
  const value = (name: string) => {
    const parameter = operation.parameters.find((p) => p.name === name && p.in === 'path');
    return parameterValue(parameter ?? { name, in: 'path' }, persona);
  };
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required) query.set(parameter.name, parameterValue(parameter, persona));
  }
  const search = query.size ? `?${query}` : '';
  const bodySchema = jsonBodySchema(operation);
  const body = bodySchema ? minimalValue(spec, bodySchema) : undefined;
  // A course named in the body (POST /gratitudes, access.md §0.2 decision 2) is course A, as in paths.
  if (body && typeof body === 'object' && 'courseId' in body) {
    Object.assign(body, { courseId: ctx.school.courseA.id });
  }
  return { url: `${fillPath(operation.path, value)}${search}`, body };
}

const classify = (status: number): Outcome | `error ${number}` =>
  status === 401 ? '401' : status === 403 ? '403' : status >= 500 ? `error ${status}` : 'allowed';

// Reads first, deletes last: a write by one persona must not remove a later call's precondition (e.g. a self-delete).
// Deleting one's own profile (`DELETE /profile/{username}`, rules.md R19.5) ends every later call, so it runs last of all.
const methodOrder = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const callOrder = (operation: Operation) =>
  operation.method === 'DELETE' && operation.path.endsWith('/profile/{username}')
    ? methodOrder.length
    : methodOrder.indexOf(operation.method);
const operations = listOperations(spec).sort((a, b) => callOrder(a) - callOrder(b));

beforeAll(async () => {
  ctx = await createTestContext();
});

// A write may take the caller's own staff roles away (PUT /courses/{courseId}/users/{githubId} with no flags removes
// him from the course staff), so every operation starts from the personas of support/server/school.ts again.
async function restoreStaffRoles() {
  const { courseA, users } = ctx.school;
  const staff = [
    { userId: users.manager.id, isManager: true, isSupervisor: false, isDementor: false },
    { userId: users.supervisor.id, isManager: false, isSupervisor: true, isDementor: false },
    { userId: users.dementor.id, isManager: false, isSupervisor: false, isDementor: true },
  ];
  for (const { userId, ...flags } of staff) {
    await ctx.db
      .insert(courseUsers)
      .values({ courseId: courseA.id, userId, ...flags })
      .onConflictDoUpdate({ target: [courseUsers.courseId, courseUsers.userId], set: { ...flags, isActivist: false } });
    ctx.sessionCache.drop(userId);
  }
  // POST /registry with course A in its body enrols the caller (R14.1): only the student persona studies there.
  const enrolled = personas.flatMap((persona) =>
    persona === 'anonymous' || persona === 'student' ? [] : [users[persona].id],
  );
  const removed = await ctx.db
    .delete(students)
    .where(and(eq(students.courseId, courseA.id), inArray(students.userId, enrolled)))
    .returning({ userId: students.userId });
  for (const { userId } of removed) ctx.sessionCache.drop(userId);
}
afterAll(() => ctx.close());

describe('route-by-persona access (openapi.yaml x-access)', () => {
  it('finds operations, each with an x-access policy', () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) expect(operation.access?.policy).toEqual(expect.any(String));
  });

  it.each(
    operations.map((operation) => [`${operation.method} ${operation.path} [${operation.access.policy}]`, operation]),
  )('%s', async (_title, operation) => {
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    await restoreStaffRoles();
    for (const persona of personas) {
      const { url, body } = buildRequest(operation, persona);
      const response = await ctx.request(url, { method: operation.method, as: persona, body });
      expected[persona] = expectedOutcome(operation, persona);
      actual[persona] = classify(response.status);
    }
    expect(actual).toEqual(expected);
  });
});

describe('the independent policy reader', () => {
  it.each([
    ['course(manager)', 'admin', true],
    ['course(student)', 'admin', false],
    ['course(student,mentor)', 'otherCourseStudent', false],
    ['course(taskOwner)', 'taskOwner', true],
    ['powerUser', 'supervisor', true],
    ['powerUser', 'dementor', false],
    ['hirer', 'admin', true],
    ['admin | course(mentor)', 'mentor', true],
    ['admin | course(mentor)', 'student', false],
  ] as const)('%s as %s → %s', (expression, persona, allowed) => {
    expect(policyAllows(expression, facts[persona])).toBe(allowed);
  });

  it('refuses an unknown policy term instead of guessing', () => {
    expect(() => policyAllows('staff', facts.admin)).toThrow(/Unknown access policy term "staff"/);
  });
});
