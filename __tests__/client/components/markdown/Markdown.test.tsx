import { render, screen } from '@testing-library/react';

import { Markdown } from '@/components/markdown/Markdown';

describe('Markdown of review comments and messages', () => {
  it('renders headings under the page’s own, lists, quotes, code and emphasis', () => {
    const { container } = render(
      <Markdown
        text={['# Summary', 'Good **work**, *really*.', '', '- one', '- two', '', '> quoted', '', '`x*y*`'].join('\n')}
      />,
    );
    expect(container.querySelector('h4')).toHaveTextContent('Summary');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('strong')).toHaveTextContent('work');
    expect(container.querySelector('em')).toHaveTextContent('really');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(container.querySelector('code')).toHaveTextContent('x*y*');
  });

  it('never interprets HTML in the text', () => {
    const { container } = render(<Markdown text={'<b>bold</b> <img src=x onerror="alert(1)">'} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps http(s) links, opened in a new tab, and drops javascript: targets', () => {
    render(<Markdown text={'[repo](https://github.com/a/b) and [x](javascript:alert(1))'} />);
    const link = screen.getByRole('link', { name: 'repo' });
    expect(link).toHaveAttribute('href', 'https://github.com/a/b');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'x' })?.getAttribute('href') ?? null).toBeNull();
  });

  it('shows a picture in the text as a link instead of loading it', () => {
    const { container } = render(<Markdown text={'![shot](https://img.example/a.png)'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'shot' })).toHaveAttribute('href', 'https://img.example/a.png');
  });
});
