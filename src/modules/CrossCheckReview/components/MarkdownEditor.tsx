import { Input, Tabs, Typography } from 'antd';

import { Markdown } from '@/components/markdown/Markdown';

interface MarkdownEditorProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

// pages.md §2: the review comment in Markdown, written on one tab and previewed (safely rendered) on the other.
export function MarkdownEditor({ id, value = '', onChange, disabled }: MarkdownEditorProps) {
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'write',
          label: 'Write',
          children: (
            <Input.TextArea
              id={id}
              value={value}
              disabled={disabled}
              maxLength={20000}
              autoSize={{ minRows: 5, maxRows: 16 }}
              placeholder="Markdown is supported"
              onChange={(event) => onChange?.(event.target.value)}
            />
          ),
        },
        {
          key: 'preview',
          label: 'Preview',
          children: value.trim() ? (
            <Markdown text={value} />
          ) : (
            <Typography.Text type="secondary">Nothing to preview</Typography.Text>
          ),
        },
      ]}
    />
  );
}
