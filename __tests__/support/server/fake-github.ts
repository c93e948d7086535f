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
