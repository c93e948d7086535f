import { capitalize, formatDateTime, renderTemplate, truncate } from '@/server/modules/notifications';

// rules.md R20.1: `{{var}}` with HTML escaping, helpers formatDateTime / truncate / capitalize, e-mail layout.
describe('R20.1 template rendering', () => {
  it('HTML-escapes variables so a <script> in the data stays text', () => {
    const { body } = renderTemplate(
      'telegram',
      { body: 'Comment: {{comment}}' },
      { comment: '<script>alert(1)</script>' },
    );
    expect(body).toBe('Comment: &lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('formats instants in UTC as YYYY-MM-DD HH:mm', () => {
    expect(formatDateTime('2026-03-05T07:04:59.000Z')).toBe('2026-03-05 07:04');
    expect(formatDateTime(new Date(Date.UTC(2026, 11, 31, 23, 59)))).toBe('2026-12-31 23:59');
    const { body } = renderTemplate(
      'discord',
      { body: 'due {{formatDateTime at}}' },
      { at: '2026-03-05T21:30:00+03:00' },
    );
    expect(body).toBe('due 2026-03-05 18:30');
  });

  it('truncates to 50 characters by default, or to the given length', () => {
    const long = 'x'.repeat(60);
    expect(truncate(long)).toBe(`${'x'.repeat(50)}…`);
    expect(truncate('short')).toBe('short');
    const { body } = renderTemplate('telegram', { body: '{{truncate text}}|{{truncate text 5}}' }, { text: long });
    expect(body).toBe(`${'x'.repeat(50)}…|xxxxx…`);
  });

  it('capitalizes the first letter', () => {
    expect(capitalize('deadline')).toBe('Deadline');
    expect(renderTemplate('telegram', { body: '{{capitalize word}}' }, { word: 'new' }).body).toBe('New');
  });

  it('wraps e-mail bodies in one HTML layout and renders the subject as plain text', () => {
    const message = renderTemplate(
      'email',
      { subject: 'Score for {{name}}', body: '<p>{{name}}</p>' },
      { name: 'Tom & <Jerry>' },
    );
    expect(message.subject).toBe('Score for Tom & <Jerry>');
    expect(message.body).toMatch(/^<!DOCTYPE html>/);
    expect(message.body).toContain('<p>Tom &amp; &lt;Jerry&gt;</p>');
    expect(message.body).toContain('<title>Score for Tom &amp; &lt;Jerry&gt;</title>');
    expect(renderTemplate('telegram', { body: 'x' }, {}).subject).toBeNull();
  });
});
