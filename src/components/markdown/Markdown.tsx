import { Typography } from 'antd';
import MarkdownToJsx, { sanitizer } from 'markdown-to-jsx/react';
import type { ComponentProps } from 'react';

const safeSchemes = /^(https?:|mailto:)/i;

// Links keep only http(s) and mailto targets (the library's sanitizer also drops javascript: and data: URLs).
function safeUrl(value: string, tag: string, attribute: string): string | null {
  if (tag === 'a' && attribute === 'href') return safeSchemes.test(value.trim()) ? sanitizer(value) : null;
  return sanitizer(value);
}

function ExternalLink(props: ComponentProps<'a'>) {
  return <a {...props} target="_blank" rel="noreferrer noopener nofollow" />;
}

const options = {
  // No HTML in a comment is ever interpreted: it shows as text.
  disableParsingRawHTML: true,
  sanitizer: safeUrl,
  // A comment's headings sit under the page's own: # and ## become h4 and h5, the rest bold text.
  overrides: {
    h1: { component: 'h4' },
    h2: { component: 'h5' },
    h3: { component: 'strong' },
    h4: { component: 'strong' },
    h5: { component: 'strong' },
    h6: { component: 'strong' },
    img: { component: ExternalImageAsLink },
    a: { component: ExternalLink },
  },
} as const;

// Images are not loaded from a reviewer's text (no tracking pixels); they show as a link to the picture.
function ExternalImageAsLink({ src, alt }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || !safeSchemes.test(src)) return <>{alt}</>;
  return <ExternalLink href={src}>{alt || src}</ExternalLink>;
}

// Markdown text (review comments, messages) rendered by markdown-to-jsx as React elements inside antd Typography,
// which styles code, quotes and lists with theme tokens, so both themes stay readable.
export function Markdown({ text }: { text: string }) {
  return (
    <Typography className="markdown-text">
      <MarkdownToJsx options={{ ...options, forceBlock: true }}>{text}</MarkdownToJsx>
    </Typography>
  );
}
