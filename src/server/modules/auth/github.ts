import type { Env } from '../../env';

export type GithubUser = { id: number; login: string; name: string | null; email: string | null };

export type GithubProvider = {
  authorizeUrl: (state: string) => string;
  exchange: (code: string) => Promise<GithubUser>;
};

export class GithubExchangeError extends Error {}

// rules.md R1.1–R1.2. Both GitHub bases are settings, so tests point them at a fake provider on loopback.
export function createGithubProvider(env: Env, fetcher: typeof fetch = fetch): GithubProvider {
  const redirectUri = `${env.APP_URL}/api/v2/auth/github/callback`;
  const webBase = env.GITHUB_BASE_URL.replace(/\/$/, '');
  const apiBase = env.GITHUB_API_URL.replace(/\/$/, '');

  async function getJson<T>(url: string, init: RequestInit): Promise<T> {
    const response = await fetcher(url, { ...init, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new GithubExchangeError(`GitHub answered ${response.status} for ${new URL(url).pathname}`);
    return (await response.json()) as T;
  }

  return {
    authorizeUrl(state) {
      const url = new URL(`${webBase}/login/oauth/authorize`);
      url.searchParams.set('client_id', env.GITHUB_CLIENT_ID ?? '');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', 'read:user user:email');
      url.searchParams.set('state', state);
      return url.toString();
    },
    async exchange(code) {
      const token = await getJson<{ access_token?: string; error?: string }>(`${webBase}/login/oauth/access_token`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client_id: env.GITHUB_CLIENT_ID,
          client_secret: env.GITHUB_CLIENT_SECRET,
          code,
          redirect_uri: redirectUri,
        }),
      });
      if (!token.access_token) throw new GithubExchangeError(`GitHub refused the code: ${token.error ?? 'no token'}`);
      const headers = { Accept: 'application/vnd.github+json', Authorization: `Bearer ${token.access_token}` };
      const profile = await getJson<{ id: number; login: string; name: string | null; email: string | null }>(
        `${apiBase}/user`,
        { headers },
      );
      const emails = await getJson<{ email: string; primary: boolean; verified: boolean }[]>(`${apiBase}/user/emails`, {
        headers,
      }).catch(() => []);
      const primary = emails.find((entry) => entry.primary && entry.verified)?.email ?? profile.email;
      return { id: profile.id, login: profile.login, name: profile.name, email: primary ?? null };
    },
  };
}
