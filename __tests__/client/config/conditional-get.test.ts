import { HttpResponse, http } from 'msw';

import { getScore } from '@/api/score';
import { apiAxios, forgetConditionalResponses, setBearerToken } from '@/config/api-client';
import { ConditionalResponses } from '@/config/conditional-get';

import { API } from '../../support/client/fixtures';
import { server } from '../../support/client/server';

// Issue 12: the one axios instance remembers ETag + body of GET answers, revalidates with If-None-Match and turns the
// server's bodiless 304 into the remembered body with status 200.

type Seen = { url: string; method: string; ifNoneMatch: string | null };

// A resource whose version the test sets; it answers 304 when the tag matches, like the server's cached lists.
function versioned(path: string, state: { version: number; etag?: boolean }) {
  const seen: Seen[] = [];
  const handler = ({ request }: { request: Request }) => {
    const tag = `"v${state.version}"`;
    const ifNoneMatch = request.headers.get('If-None-Match');
    seen.push({ url: request.url, method: request.method, ifNoneMatch });
    const headers: Record<string, string> =
      state.etag === false ? {} : { ETag: tag, 'Cache-Control': 'private, no-cache' };
    if (state.etag !== false && ifNoneMatch === tag) return new HttpResponse(null, { status: 304, headers });
    return HttpResponse.json({ version: state.version, url: request.url }, { headers });
  };
  server.use(http.get(`${API}${path}`, handler), http.post(`${API}${path}`, handler));
  return seen;
}

afterEach(() => {
  forgetConditionalResponses();
  setBearerToken(undefined);
});

describe('ETag revalidation in the axios instance', () => {
  it('sends the remembered tag and resolves a 304 as the remembered body with status 200', async () => {
    const state = { version: 1 };
    const seen = versioned('/api/v2/things', state);

    const first = await apiAxios.get('/api/v2/things');
    const second = await apiAxios.get('/api/v2/things');

    expect(seen.map((request) => request.ifNoneMatch)).toEqual([null, '"v1"']);
    expect(second.status).toBe(200);
    expect(second.data).toEqual({ version: 1, url: `${API}/api/v2/things` });
    expect(second.data).toBe(first.data);
  });

  it('takes a 200 with a new tag as the new data and revalidates with that tag next', async () => {
    const state = { version: 1 };
    const seen = versioned('/api/v2/things', state);

    await apiAxios.get('/api/v2/things');
    state.version = 2;
    const changed = await apiAxios.get('/api/v2/things');
    const again = await apiAxios.get('/api/v2/things');

    expect(changed.data).toMatchObject({ version: 2 });
    expect(again.data).toMatchObject({ version: 2 });
    expect(seen.map((request) => request.ifNoneMatch)).toEqual([null, '"v1"', '"v2"']);
  });

  it('works through a generated client function (the score page) with its query', async () => {
    const page = { items: [], pagination: { current: 1, pageSize: 10, total: 0, totalPages: 0 } };
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/api/v2/course/1/students/score`, ({ request }) => {
        seen.push(request.headers.get('If-None-Match'));
        if (request.headers.get('If-None-Match') === '"s1"') return new HttpResponse(null, { status: 304 });
        return HttpResponse.json(page, { headers: { ETag: '"s1"' } });
      }),
    );
    const params = { activeOnly: 'false', orderBy: 'rank', orderDirection: 'asc', current: 1, pageSize: 10 } as const;

    await getScore(1, params);
    expect(await getScore(1, params)).toEqual(page);
    // Another query is another URL: no tag of the first one is sent.
    await getScore(1, { ...params, current: 2 });

    expect(seen).toEqual([null, '"s1"', null]);
  });

  it('keeps nothing for answers without an ETag, and never sends a tag on writes', async () => {
    const plain = versioned('/api/v2/plain', { version: 1, etag: false });
    await apiAxios.get('/api/v2/plain');
    await apiAxios.get('/api/v2/plain');
    expect(plain.map((request) => request.ifNoneMatch)).toEqual([null, null]);

    const tagged = versioned('/api/v2/things', { version: 1 });
    await apiAxios.get('/api/v2/things');
    await apiAxios.post('/api/v2/things', {});
    expect(tagged.map((request) => [request.method, request.ifNoneMatch])).toEqual([
      ['GET', null],
      ['POST', null],
    ]);
  });

  it('forgets everything when the caller changes', async () => {
    const seen = versioned('/api/v2/things', { version: 1 });
    await apiAxios.get('/api/v2/things');
    setBearerToken('token-of-another-user');
    await apiAxios.get('/api/v2/things');
    expect(seen.map((request) => request.ifNoneMatch)).toEqual([null, null]);
  });

  it('asks once more without a tag when a 304 arrives for an answer it no longer holds', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/api/v2/things`, ({ request }) => {
        const tag = request.headers.get('If-None-Match');
        seen.push(tag);
        if (tag) {
          forgetConditionalResponses();
          return new HttpResponse(null, { status: 304 });
        }
        return HttpResponse.json({ version: 1 }, { headers: { ETag: '"v1"' } });
      }),
    );
    await apiAxios.get('/api/v2/things');
    const answer = await apiAxios.get('/api/v2/things');
    expect(answer).toMatchObject({ status: 200, data: { version: 1 } });
    expect(seen).toEqual([null, '"v1"', null]);
  });

  it('remembers the last 100 URLs only', async () => {
    const seen = versioned('/api/v2/things', { version: 1 });
    for (let page = 0; page <= 100; page += 1) await apiAxios.get('/api/v2/things', { params: { page } });
    await apiAxios.get('/api/v2/things', { params: { page: 100 } });
    await apiAxios.get('/api/v2/things', { params: { page: 0 } });
    expect(seen.slice(-2).map((request) => request.ifNoneMatch)).toEqual(['"v1"', null]);
  });
});

describe('ConditionalResponses', () => {
  it('drops the least recently used entry past its limit', () => {
    const memory = new ConditionalResponses(2);
    memory.set('a', { etag: '"a"', data: 1 });
    memory.set('b', { etag: '"b"', data: 2 });
    memory.get('a');
    memory.set('c', { etag: '"c"', data: 3 });
    expect(memory.size).toBe(2);
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toEqual({ etag: '"a"', data: 1 });
  });
});
