import Handlebars from 'handlebars';
import type { ChannelId, NotificationTemplate } from '../../db/schema';

export type RenderedMessage = { subject: string | null; body: string };

// rules.md R20.1: `{{var}}` is HTML-escaped; helpers formatDateTime (UTC `YYYY-MM-DD HH:mm`), truncate (default 50)
// and capitalize. An isolated instance keeps the helpers out of the global Handlebars registry.
const templates = Handlebars.create();
const pad = (value: number) => String(value).padStart(2, '0');
const isHelperOptions = (value: unknown) => typeof value === 'object' && value !== null && 'hash' in value;

export function formatDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '' || isHelperOptions(value)) return '';
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return String(value);
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

export function truncate(value: unknown, length?: unknown): string {
  const text = value === null || value === undefined || isHelperOptions(value) ? '' : String(value);
  const limit = typeof length === 'number' && length > 0 ? Math.floor(length) : 50;
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

export function capitalize(value: unknown): string {
  const text = value === null || value === undefined || isHelperOptions(value) ? '' : String(value);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

templates.registerHelper('formatDateTime', formatDateTime);
templates.registerHelper('truncate', truncate);
templates.registerHelper('capitalize', capitalize);

type Compiled = (data: unknown) => string;
const cache = new Map<string, Compiled>();

function compile(source: string, escape: boolean): Compiled {
  const key = `${escape ? 'h' : 't'}:${source}`;
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = templates.compile(source, { noEscape: !escape, strict: false });
    if (cache.size > 500) cache.clear();
    cache.set(key, compiled);
  }
  return compiled;
}

const emailLayout = compile(
  [
    '<!DOCTYPE html>',
    '<html><head><meta charset="utf-8"><title>{{subject}}</title></head>',
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#fff;border-radius:4px">{{{content}}}</div>',
    '<p style="max-width:600px;margin:16px auto 0;font-size:12px;color:#888">RS School</p>',
    '</body></html>',
  ].join(''),
  true,
);

// The subject is a mail header, not HTML, so it is rendered without escaping; bodies are escaped (R20.1) and e-mail
// bodies are wrapped in the one layout.
export function renderTemplate(channel: ChannelId, template: NotificationTemplate, data: unknown): RenderedMessage {
  const body = compile(template.body, true)(data);
  if (channel !== 'email') return { subject: null, body };
  const subject = template.subject ? compile(template.subject, false)(data).trim() : '';
  return { subject, body: emailLayout({ subject, content: body }) };
}
