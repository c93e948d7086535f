// rules.md R14.7: the invitation is HTML limited to p, br, b, i, a, ul, ol, li. A strict allow-list: every other tag
// is dropped (script and style with their content), every attribute but an http(s)/mailto href on <a> is dropped,
// text is escaped, and open tags are closed, so the result is well-formed whatever came in.
const allowedTags = new Set(['p', 'br', 'b', 'i', 'a', 'ul', 'ol', 'li']);
const voidTags = new Set(['br']);
const droppedWithContent = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'textarea', 'title']);
const tagPattern = /^<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^<>]*?)?)\s*(\/?)\s*>/;
const entityPattern = /^&(?:#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;
const safeHref = /^(?:https?:\/\/|mailto:)[^\s"'<>`]+$/i;

const escapeText = (char: string) =>
  ({ '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '&': '&amp;' })[char] ?? char;

function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/gi, '&')
    .trim();
}

function hrefOf(attributes: string): string | undefined {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  if (!match) return undefined;
  const href = decodeAttribute(match[1] ?? match[2] ?? match[3] ?? '');
  return safeHref.test(href) ? href : undefined;
}

export function sanitizeInvitationHtml(input: string): string {
  let output = '';
  const open: string[] = [];
  let index = 0;
  while (index < input.length) {
    const rest = input.slice(index);
    if (rest.startsWith('<!--')) {
      const end = input.indexOf('-->', index + 4);
      index = end < 0 ? input.length : end + 3;
      continue;
    }
    const tag = rest.startsWith('<') ? tagPattern.exec(rest) : null;
    if (tag) {
      index += tag[0].length;
      const [, closing, rawName, attributes] = tag;
      const name = rawName.toLowerCase();
      if (!closing && droppedWithContent.has(name)) {
        const end = input.toLowerCase().indexOf(`</${name}`, index);
        const after = end < 0 ? -1 : input.indexOf('>', end);
        index = after < 0 ? input.length : after + 1;
      } else if (allowedTags.has(name) && closing && open.includes(name)) {
        while (open.length) {
          const last = open.pop() as string;
          output += `</${last}>`;
          if (last === name) break;
        }
      } else if (allowedTags.has(name) && !closing) {
        const href = name === 'a' ? hrefOf(attributes) : undefined;
        output += href ? `<a href="${href.replace(/[&"<>]/g, escapeText)}" rel="noopener noreferrer">` : `<${name}>`;
        if (!voidTags.has(name)) open.push(name);
      }
      continue;
    }
    const entity = entityPattern.exec(rest);
    if (entity) {
      output += entity[0];
      index += entity[0].length;
      continue;
    }
    output += escapeText(input[index]);
    index += 1;
  }
  while (open.length) output += `</${open.pop()}>`;
  return output;
}

// The visible text of sanitized HTML: an invitation of tags alone is empty.
export const hasVisibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, '')
    .trim().length > 0;
