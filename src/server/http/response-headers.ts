import type { Context, MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

// Issue 12, the request path: Hono's c.header() on a finished response rebuilds it (new Response(res.body, res)). Under
// @hono/node-server that turns the lightweight response, whose string or bytes are written in one go, into a native
// Response whose body is a stream read chunk by chunk; for every GET the middlewares below did it up to three times
// (X-Request-Id, Cache-Control, Vary). A finished response's headers are set in place instead. A response whose headers
// are immutable (Response.redirect, a fetched one) still takes Hono's way.
export function setResponseHeader(c: Context, name: string, value: string): void {
  if (!c.finalized) {
    c.header(name, value);
    return;
  }
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

const ENCODINGS = ['gzip', 'deflate'] as const;
const THRESHOLD = 1024;
const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

function selectEncoding(header: string | undefined): (typeof ENCODINGS)[number] | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcardQ = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: (typeof ENCODINGS)[number]; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const explicit = accepts.find((accept) => accept.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcardQ ?? 0);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

// hono/compress with its defaults (gzip or deflate, 1 kB threshold, compressible types, no-transform respected), the
// same decisions and headers, except that Vary is added in place (above) instead of by rebuilding the response.
export const compress = (): MiddlewareHandler =>
  async function compress(c, next) {
    await next();
    const headers = c.res.headers;
    const contentLength = headers.get('Content-Length');
    const type = headers.get('Content-Type');
    if (
      c.res.status === 206 ||
      headers.has('Content-Encoding') ||
      headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      (contentLength && Number(contentLength) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      noTransform.test(headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && varyAcceptEncoding.test(vary))) {
      setResponseHeader(c, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = selectEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !c.res.body) return;
    c.res = new Response(c.res.body.pipeThrough(new CompressionStream(encoding)), c.res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
