import { Typography } from 'antd';
import { Fragment, useMemo, type ReactNode } from 'react';

import { parseMarkdown, type MarkdownBlock, type MarkdownInline } from './markdown-blocks';

function renderInline(nodes: MarkdownInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        return (
          <a key={index} href={node.href} target="_blank" rel="noreferrer noopener nofollow">
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: MarkdownBlock, index: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return (
        <p key={index}>
          {block.lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {renderInline(line)}
            </Fragment>
          ))}
        </p>
      );
    case 'heading':
      // A comment's headings sit under the page's own: # and ## become h4 and h5, the rest bold text.
      if (block.level === 1) return <h4 key={index}>{renderInline(block.children)}</h4>;
      if (block.level === 2) return <h5 key={index}>{renderInline(block.children)}</h5>;
      return (
        <p key={index}>
          <strong>{renderInline(block.children)}</strong>
        </p>
      );
    case 'code':
      return (
        <pre key={index}>
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item)}</li>);
      return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
    }
    case 'quote':
      return <blockquote key={index}>{block.blocks.map(renderBlock)}</blockquote>;
  }
}

// Markdown text (review comments, messages) as React elements inside antd Typography, which styles code, quotes and
// lists with theme tokens, so both themes stay readable. No HTML in the text is ever interpreted.
export function Markdown({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return <Typography className="markdown-text">{blocks.map(renderBlock)}</Typography>;
}
