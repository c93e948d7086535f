import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';

import { formatDateTime } from '@/components/form/date-time';
import { Markdown } from '@/components/markdown/Markdown';

export type ThreadRole = 'reviewer' | 'student';

export interface ThreadMessage {
  id: number;
  role: ThreadRole;
  content: string;
  createdDate: string;
  // Staff see the author's name; the author and the reviewer see the role names (R7.10).
  author?: string;
}

interface MessageThreadProps {
  messages: ThreadMessage[];
  // How each side is named to the viewer, e.g. { reviewer: 'Reviewer 2', student: 'You' }.
  names: Record<ThreadRole, string>;
  // The reply box shows only when the viewer may write (R7.9: one's own review, distributed or completed).
  onSend?: (content: string) => Promise<void>;
  title?: string;
}

const MAX_MESSAGE = 5000;

// rules.md R7.9: one thread per review between its author and its reviewer; Markdown is rendered safely.
export function MessageThread({ messages, names, onSend, title = 'Messages' }: MessageThreadProps) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!onSend || !draft.trim()) return;
    setSending(true);
    try {
      await onSend(draft.trim());
      setDraft('');
    } finally {
      setSending(false);
    }
  };
  return (
    <Flex vertical gap={8} role="region" aria-label={title}>
      <Typography.Text strong>{title}</Typography.Text>
      {messages.length === 0 && <Typography.Text type="secondary">No messages yet</Typography.Text>}
      {messages.map((message) => (
        <Flex key={message.id} vertical gap={2} className="cross-check-message">
          <Typography.Text type="secondary">
            {message.author ?? names[message.role]} · {formatDateTime(message.createdDate)}
          </Typography.Text>
          <Markdown text={message.content} />
        </Flex>
      ))}
      {onSend && (
        <Flex vertical gap={8}>
          <Input.TextArea
            aria-label="Your message"
            placeholder="Write a message"
            value={draft}
            maxLength={MAX_MESSAGE}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button
            style={{ alignSelf: 'flex-start' }}
            loading={sending}
            disabled={!draft.trim()}
            onClick={() => void send()}
          >
            Send message
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
