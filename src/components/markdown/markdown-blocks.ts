// A small Markdown subset for review comments and messages (pages.md §2): the project has no Markdown renderer, and
// rendering user text as HTML would let a reviewer inject markup. This parser only builds a tree that React renders
// as elements, so no raw HTML ever reaches the page; links keep only http(s) and mailto targets.

export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: MarkdownInline[] }
  | { type: 'em'; children: MarkdownInline[] }
  | { type: 'link'; href: string; children: MarkdownInline[] };

export type MarkdownBlock =
  | { type: 'paragraph'; lines: MarkdownInline[][] }
  | { type: 'heading'; level: number; children: MarkdownInline[] }
  | { type: 'code'; text: string }
  | { type: 'list'; ordered: boolean; items: MarkdownInline[][] }
  | { type: 'quote'; blocks: MarkdownBlock[] };

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

type InlineRule = { re: RegExp; build: (match: RegExpExecArray) => MarkdownInline };

const inlineRules: InlineRule[] = [
  { re: /`([^`]+)`/, build: (match) => ({ type: 'code', text: match[1] }) },
  {
    re: /\[([^\]]+)\]\(([^)\s]+)\)/,
    build: (match) =>
      SAFE_HREF.test(match[2])
        ? { type: 'link', href: match[2], children: parseInline(match[1]) }
        : { type: 'text', text: match[0] },
  },
  {
    re: /\*\*(.+?)\*\*|__(.+?)__/,
    build: (match) => ({ type: 'strong', children: parseInline(match[1] ?? match[2]) }),
  },
  {
    re: /\*([^*\s](?:[^*]*[^*\s])?)\*|(?<![A-Za-z0-9])_([^_\s](?:[^_]*[^_\s])?)_(?![A-Za-z0-9])/,
    build: (match) => ({ type: 'em', children: parseInline(match[1] ?? match[2]) }),
  },
  {
    re: /https?:\/\/[^\s<>()]*[^\s<>().,;:!?'"]/,
    build: (match) => ({ type: 'link', href: match[0], children: [{ type: 'text', text: match[0] }] }),
  },
];

// The earliest match wins; at one position the rule listed first does (code before emphasis, so `a*b*` stays code).
export function parseInline(text: string): MarkdownInline[] {
  const nodes: MarkdownInline[] = [];
  let rest = text;
  while (rest) {
    let best: { match: RegExpExecArray; rule: InlineRule } | undefined;
    for (const rule of inlineRules) {
      const match = rule.re.exec(rest);
      if (match && (!best || match.index < best.match.index)) best = { match, rule };
    }
    if (!best) {
      nodes.push({ type: 'text', text: rest });
      break;
    }
    if (best.match.index > 0) nodes.push({ type: 'text', text: rest.slice(0, best.match.index) });
    nodes.push(best.rule.build(best.match));
    rest = rest.slice(best.match.index + best.match[0].length);
  }
  return nodes;
}

const FENCE = /^\s*```/;
const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;

const startsBlock = (line: string) =>
  FENCE.test(line) || HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line) || QUOTE.test(line);

function takeWhile(lines: string[], start: number, test: (line: string) => boolean): string[] {
  const taken: string[] = [];
  for (let index = start; index < lines.length && test(lines[index]); index += 1) taken.push(lines[index]);
  return taken;
}

export function parseMarkdown(source: string): MarkdownBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index];
    if (!line.trim()) {
      index += 1;
    } else if (FENCE.test(line)) {
      const body = takeWhile(lines, index + 1, (next) => !FENCE.test(next));
      blocks.push({ type: 'code', text: body.join('\n') });
      index += body.length + 2;
    } else if (HEADING.test(line)) {
      const [, hashes, text] = HEADING.exec(line) as RegExpExecArray;
      blocks.push({ type: 'heading', level: hashes.length, children: parseInline(text.trim()) });
      index += 1;
    } else if (QUOTE.test(line)) {
      const quoted = takeWhile(lines, index, (next) => QUOTE.test(next));
      blocks.push({
        type: 'quote',
        blocks: parseMarkdown(quoted.map((next) => QUOTE.exec(next)?.[1] ?? '').join('\n')),
      });
      index += quoted.length;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = !BULLET.test(line);
      const item = ordered ? NUMBERED : BULLET;
      const items = takeWhile(lines, index, (next) => item.test(next));
      blocks.push({
        type: 'list',
        ordered,
        items: items.map((next) => parseInline((item.exec(next)?.[1] ?? '').trim())),
      });
      index += items.length;
    } else {
      const paragraph = takeWhile(lines, index, (next) => !!next.trim() && !startsBlock(next));
      blocks.push({ type: 'paragraph', lines: paragraph.map((next) => parseInline(next.trim())) });
      index += paragraph.length;
    }
  }
  return blocks;
}
