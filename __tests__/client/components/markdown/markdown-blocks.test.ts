import { parseInline, parseMarkdown } from '@/components/markdown/markdown-blocks';

describe('the Markdown subset of review comments', () => {
  it('reads headings, lists, quotes, fenced code and paragraphs with line breaks', () => {
    const blocks = parseMarkdown(
      [
        '# Summary',
        'Good work.',
        'Really.',
        '',
        '- one',
        '- two',
        '1. first',
        '> quoted',
        '```',
        '<b>x</b>',
        '```',
      ].join('\n'),
    );
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'code']);
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      lines: [[{ type: 'text', text: 'Good work.' }], [{ type: 'text', text: 'Really.' }]],
    });
    expect(blocks[3]).toMatchObject({ type: 'list', ordered: true });
    expect(blocks[5]).toEqual({ type: 'code', text: '<b>x</b>' });
  });

  it('reads code, strong, emphasis and links, the earliest first', () => {
    expect(parseInline('a `x*y*` **b** *c* [d](https://e.example) f')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'code', text: 'x*y*' },
      { type: 'text', text: ' ' },
      { type: 'strong', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://e.example', children: [{ type: 'text', text: 'd' }] },
      { type: 'text', text: ' f' },
    ]);
  });

  it('keeps only http(s) and mailto links; anything else stays text', () => {
    const unsafe = parseInline('[x](javascript:alert(1))');
    expect(unsafe.every((node) => node.type === 'text')).toBe(true);
    expect(unsafe.map((node) => (node.type === 'text' ? node.text : '')).join('')).toBe('[x](javascript:alert(1))');
    expect(parseInline('see https://github.com/a/b.')).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'link', href: 'https://github.com/a/b', children: [{ type: 'text', text: 'https://github.com/a/b' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('does not read snake_case words as emphasis', () => {
    expect(parseInline('use snake_case_names here')).toEqual([{ type: 'text', text: 'use snake_case_names here' }]);
  });
});
