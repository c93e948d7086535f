import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GithubUser } from '../../../src/server/modules/auth';

// A GitHub stand-in behind the real provider (createGithubProvider takes the fetch it uses): codes map to accounts.
export type FakeGithub = {
  fetch: typeof fetch;
  // Registers a one-time authorization code that signs in as the given account.
  codeFor: (account: GithubUser & { emails?: { email: string; primary: boolean; verified: boolean }[] }) => string;
  requests: string[];
};

export function createFakeGithub(): FakeGithub {
  const codes = new Map<string, GithubUser & { emails?: { email: string; primary: boolean; verified: boolean }[] }>();
  const tokens = new Map<string, GithubUser & { emails?: { email: string; primary: boolean; verified: boolean }[] }>();
  const requests: string[] = [];
  let counter = 0;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url.pathname);
    if (url.pathname === '/login/oauth/access_token') {
      const { code } = JSON.parse(String(init?.body ?? '{}')) as { code?: string };
      const account = code ? codes.get(code) : undefined;
      if (!account || !code) return json({ error: 'bad_verification_code' });
      codes.delete(code);
      const token = `token-${code}`;
      tokens.set(token, account);
      return json({ access_token: token, token_type: 'bearer' });
    }
    const token = new Headers(init?.headers).get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const account = tokens.get(token);
    if (!account) return json({ message: 'Bad credentials' }, 401);
    if (url.pathname === '/user')
      return json({ id: account.id, login: account.login, name: account.name, email: account.email });
    if (url.pathname === '/user/emails') return json(account.emails ?? []);
    return json({ message: 'Not Found' }, 404);
  }) as typeof fetch;

  return {
    fetch: fakeFetch,
    requests,
    codeFor(account) {
      counter += 1;
      const code = `code-${counter}`;
      codes.set(code, account);
      return code;
    },
  };
}

export type FakeGithubServer = {
  // The base of both GitHub settings (GITHUB_BASE_URL and GITHUB_API_URL) for this fake.
  url: string;
  // The account the authorize page signs in as next, as a user who clicked "Authorize" on GitHub would;
  // undefined: the user clicks "Cancel" (GitHub sends error=access_denied and no code).
  authorizeAs: (account: Parameters<FakeGithub['codeFor']>[0] | undefined) => void;
  close: () => Promise<void>;
};

// The same fake served over HTTP on loopback, so the provider's real fetch and both base-URL settings are exercised.
export async function serveFakeGithub(fake: FakeGithub): Promise<FakeGithubServer> {
  let pending: Parameters<FakeGithub['codeFor']>[0] | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/login/oauth/authorize') {
        const back = new URL(String(url.searchParams.get('redirect_uri')));
        if (pending) back.searchParams.set('code', fake.codeFor(pending));
        else back.searchParams.set('error', 'access_denied');
        back.searchParams.set('state', String(url.searchParams.get('state')));
        response.writeHead(302, { Location: back.toString() }).end();
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers.set(name, value);
      const body = chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
      void fake.fetch(url.toString(), { method: request.method, headers, body }).then(async (answer) => {
        response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(await answer.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    authorizeAs: (account) => void (pending = account),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
