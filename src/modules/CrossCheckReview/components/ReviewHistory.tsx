import { Button, Flex, Tag, Timeline, Typography } from 'antd';

import type { CrossCheckReviewHistoryEntry } from '@/api/model';
import { formatDateTime } from '@/components/form/date-time';
import { Markdown } from '@/components/markdown/Markdown';

interface ReviewHistoryProps {
  history: CrossCheckReviewHistoryEntry[];
  maxScore: number;
  onCopy: (comment: string) => void;
}

// rules.md R7.6: every saved version of the review stays; the newest first, each with "Copy comment" back to the form.
export function ReviewHistory({ history, maxScore, onCopy }: ReviewHistoryProps) {
  const entries = [...history].reverse();
  return (
    <Flex vertical gap={8} role="region" aria-label="Review history">
      <Typography.Text strong>Review history</Typography.Text>
      {entries.length === 0 ? (
        <Typography.Text type="secondary">Not reviewed yet</Typography.Text>
      ) : (
        <Timeline
          items={entries.map((entry, index) => ({
            key: `${entry.dateTime}-${index}`,
            title: formatDateTime(entry.dateTime),
            content: (
              <Flex vertical gap={4}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong>
                    Score {entry.score} / {maxScore}
                  </Typography.Text>
                  <Tag>{entry.anonymous ? 'Anonymous' : 'Visible to the student'}</Tag>
                  {index === 0 && <Tag color="geekblue">Current</Tag>}
                </Flex>
                <Markdown text={entry.comment} />
                <Button
                  size="small"
                  style={{ alignSelf: 'flex-start' }}
                  aria-label={`Copy comment of ${formatDateTime(entry.dateTime)}`}
                  onClick={() => onCopy(entry.comment)}
                >
                  Copy comment
                </Button>
              </Flex>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
