import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { ChannelId } from '../../db/schema';
import { htmlToText } from './text';

// One outbox row as a channel sends it (rules.md R20.3): `recipient` is the connection's external id (an e-mail
// address, a Telegram chat id, a Discord user id); `body` is the rendered template (HTML-escaped, R20.1).
export type OutboundMessage = { recipient: string; subject: string | null; body: string };
export type Send = (message: OutboundMessage) => Promise<void>;

// The configured channels; a missing one makes its rows `skipped` with `reason` as their error.
export type DeliveryChannels = {
  send: Partial<Record<ChannelId, Send>>;
  reasons: Record<ChannelId, string>;
  close: () => void;
};

export type DeliverySettings = {
  // The app's public address: links the templates write as paths (/course/...) leave with it in front.
  APP_URL?: string;
  SMTP_URL?: string;
  MAIL_FROM: string;
  TELEGRAM_BOT_TOKEN?: string;
  TELEGRAM_API_URL: string;
  DISCORD_BOT_TOKEN?: string;
  DISCORD_API_URL: string;
};

// A send that has not finished in this time has failed (the claim's lease is longer, see deliver.ts).
export const SEND_TIMEOUT_MS = 20_000;
const TELEGRAM_LIMIT = 4096;
const DISCORD_LIMIT = 2000;
const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);
const trimSlash = (url: string) => url.replace(/\/+$/, '');

// Templates link within the app by path (R20.10 data: resultLink, link); a message read outside the app needs the host.
export function absoluteLinks(html: string, appUrl: string | undefined): string {
  if (!appUrl) return html;
  const base = trimSlash(appUrl);
  return html.replace(/(href=["'])\/(?!\/)/gi, `$1${base}/`);
}

// One pooled SMTP transport for the life of the process: its connections are reused across sweeps, and messages of
// one batch go out over several of them at once (the ≥ 200 e-mails/s budget of issue 11).
function emailChannel(url: string, from: string): { send: Send; close: () => void } {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 8,
    maxMessages: Infinity,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: SEND_TIMEOUT_MS,
  } as SMTPPool.Options);
  return {
    send: async (message) => {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        html: message.body,
        text: htmlToText(message.body),
      });
    },
    close: () => transport.close(),
  };
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${clip(text, 300)}`);
  return text ? JSON.parse(text) : null;
}

// Telegram's HTML mode takes the escaped body as it is (it knows &amp;, &lt;, &gt;, &quot; and numeric entities).
function telegramChannel(apiUrl: string, token: string): Send {
  const endpoint = `${trimSlash(apiUrl)}/bot${token}/sendMessage`;
  return async (message) => {
    const answer = (await postJson(endpoint, {
      chat_id: message.recipient,
      text: clip(message.body, TELEGRAM_LIMIT),
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    })) as { ok?: boolean; description?: string } | null;
    if (!answer?.ok) throw new Error(`Telegram refused the message: ${answer?.description ?? 'no answer'}`);
  };
}

// A Discord direct message needs the DM channel of the bot and the user; it never changes, so it is remembered.
function discordChannel(apiUrl: string, token: string): Send {
  const base = trimSlash(apiUrl);
  const headers = { authorization: `Bot ${token}` };
  const dmChannels = new Map<string, string>();
  return async (message) => {
    let channelId = dmChannels.get(message.recipient);
    if (!channelId) {
      const channel = (await postJson(`${base}/users/@me/channels`, { recipient_id: message.recipient }, headers)) as {
        id?: string;
      } | null;
      if (!channel?.id) throw new Error('Discord opened no DM channel');
      channelId = channel.id;
      if (dmChannels.size > 10_000) dmChannels.clear();
      dmChannels.set(message.recipient, channelId);
    }
    await postJson(
      `${base}/channels/${channelId}/messages`,
      { content: clip(htmlToText(message.body), DISCORD_LIMIT) },
      headers,
    );
  };
}

export function createDeliveryChannels(settings: DeliverySettings): DeliveryChannels {
  const email = settings.SMTP_URL ? emailChannel(settings.SMTP_URL, settings.MAIL_FROM) : undefined;
  const withLinks =
    (send: Send): Send =>
    (message) =>
      send({ ...message, body: absoluteLinks(message.body, settings.APP_URL) });
  const telegram = settings.TELEGRAM_BOT_TOKEN
    ? telegramChannel(settings.TELEGRAM_API_URL, settings.TELEGRAM_BOT_TOKEN)
    : undefined;
  const discord = settings.DISCORD_BOT_TOKEN
    ? discordChannel(settings.DISCORD_API_URL, settings.DISCORD_BOT_TOKEN)
    : undefined;
  return {
    send: {
      email: email && withLinks(email.send),
      telegram: telegram && withLinks(telegram),
      discord: discord && withLinks(discord),
    },
    reasons: {
      email: 'E-mail delivery is not configured (SMTP_URL is not set)',
      telegram: 'Telegram delivery is not configured (TELEGRAM_BOT_TOKEN is not set)',
      discord: 'Discord delivery is not configured (DISCORD_BOT_TOKEN is not set)',
    },
    close: () => email?.close(),
  };
}
