import path from 'node:path';
import { createChannelLink, dropSessionCache, loginAsDevUser } from '@/api/auth';
import { getUserCourses } from '@/api/profile';
import { RequiredError } from '@/api/runtime';
import { apiAxios } from '@/config/api-client';
import { generateClientInto, removeFolder, scratchClientFolder } from '../support/server/client-generation';

// DESIGN.md "The contract": the generated client checks every required path parameter, query parameter and body
// before a call and throws "Required parameter {name} was null or undefined when calling {operation}."
const requests: string[] = [];
const originalAdapter = apiAxios.defaults.adapter;
beforeAll(() => {
  apiAxios.defaults.adapter = async (config) => {
    requests.push(String(config.url));
    return { data: null, status: 200, statusText: 'OK', headers: {}, config };
  };
});
afterAll(() => {
  apiAxios.defaults.adapter = originalAdapter;
});
beforeEach(() => {
  requests.length = 0;
});

const message = (name: string, operation: string) =>
  `Required parameter ${name} was null or undefined when calling ${operation}.`;

describe('required arguments of the generated client', () => {
  it('refuses a missing path parameter before any request', () => {
    expect(() => dropSessionCache(undefined as never)).toThrow(new RequiredError('userId', 'dropSessionCache'));
    expect(() => dropSessionCache(undefined as never)).toThrow(message('userId', 'dropSessionCache'));
    expect(() => getUserCourses(null as never)).toThrow(message('username', 'getUserCourses'));
    expect(requests).toEqual([]);
  });

  it('refuses a missing body', () => {
    expect(() => createChannelLink(undefined as never)).toThrow(message('connectChannelInput', 'createChannelLink'));
    expect(requests).toEqual([]);
  });

  it('refuses a missing required query parameter', () => {
    expect(() => loginAsDevUser(undefined as never)).toThrow(message('githubId', 'loginAsDevUser'));
    expect(() => loginAsDevUser({} as never)).toThrow(message('githubId', 'loginAsDevUser'));
    expect(requests).toEqual([]);
  });

  it('sends the call when every required argument is present', async () => {
    await dropSessionCache(5);
    await loginAsDevUser({ githubId: 'student' });
    expect(requests).toEqual(['/api/v2/auth/cache/5', '/api/v2/auth/dev/login']);
  });
});

describe('required paging parameters (fixture spec)', () => {
  const scratch = scratchClientFolder('paged');
  type GetScorePage = (
    courseId: number,
    params: { current?: number; pageSize?: number; orderBy?: string },
  ) => Promise<unknown>;
  let getScorePage: GetScorePage;

  beforeAll(() => {
    generateClientInto(path.join('__tests__', 'support', 'fixtures', 'paged-openapi.yaml'), scratch);
    ({ getScorePage } = jest.requireActual(path.join(scratch, 'fixtures.ts')) as { getScorePage: GetScorePage });
  }, 120_000);
  afterAll(() => removeFolder(scratch));

  it('refuses a missing current, then a missing pageSize, naming the operation', () => {
    expect(() => getScorePage(1, { pageSize: 10 })).toThrow(message('current', 'getScorePage'));
    expect(() => getScorePage(1, undefined as never)).toThrow(message('current', 'getScorePage'));
    expect(() => getScorePage(1, { current: 1 })).toThrow(message('pageSize', 'getScorePage'));
    expect(() => getScorePage(undefined as never, { current: 1, pageSize: 10 })).toThrow(
      message('courseId', 'getScorePage'),
    );
    expect(requests).toEqual([]);
  });

  it('lets an optional query parameter be absent', async () => {
    await getScorePage(3, { current: 1, pageSize: 10 });
    expect(requests).toEqual(['/api/v2/courses/3/students/score']);
  });
});
