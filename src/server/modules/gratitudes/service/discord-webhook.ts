export type DiscordPost = { url: string; content: string };
type Log = (level: 'warn', message: string, extra?: unknown) => void;

const WEBHOOK_TIMEOUT_MS = 5000;

// rules.md R17.2: posted after the commit; a failure is logged and never undoes or fails the gratitude.
export async function postToDiscord(posts: readonly DiscordPost[], log: Log, fetcher: typeof fetch = fetch) {
  for (const post of posts) {
    try {
      const response = await fetcher(post.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // Only the recipient's mention may notify anyone.
        body: JSON.stringify({ content: post.content, allowed_mentions: { parse: ['users'] } }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) log('warn', `The gratitude webhook answered ${response.status}.`);
    } catch (error) {
      log('warn', `The gratitude webhook failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
