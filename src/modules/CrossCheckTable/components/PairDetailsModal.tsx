import { Divider, Flex, Modal, Tag, Timeline, Typography } from 'antd';

import type { CrossCheckPair } from '@/api/model';
import { MessageThread } from '@/components/cross-check/MessageThread';
import { ReviewCriteriaList, toReviewedCriteria } from '@/components/cross-check/ReviewCriteriaList';
import { formatDateTime } from '@/components/form/date-time';
import { Markdown } from '@/components/markdown/Markdown';

const person = (value: { githubId: string; name: string }) =>
  value.name && value.name !== value.githubId ? `${value.name} (${value.githubId})` : value.githubId;

// pages.md §4: a pair's review for staff: the current comment and criteria, every earlier version (R7.6) and the
// thread between author and reviewer with both names (R7.10: managers and dementors always see names).
export function PairDetailsModal({ pair, onClose }: { pair: CrossCheckPair; onClose: () => void }) {
  const latest = pair.history[pair.history.length - 1];
  return (
    <Modal
      open
      title={`${pair.courseTask.name}: ${pair.checker.githubId} reviews ${pair.student.githubId}`}
      footer={null}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Typography.Text>
          Score: {pair.score ?? '–'} · Reviewed {formatDateTime(pair.reviewedDate)}
        </Typography.Text>
        {pair.comment && <Markdown text={pair.comment} />}
        <Divider style={{ margin: 0 }} />
        <Typography.Text strong>Criteria</Typography.Text>
        <ReviewCriteriaList criteria={toReviewedCriteria(latest?.criteria ?? [])} />
        <Divider style={{ margin: 0 }} />
        <Typography.Text strong>History</Typography.Text>
        <Timeline
          items={[...pair.history].reverse().map((entry, index) => ({
            key: `${entry.dateTime}-${index}`,
            title: formatDateTime(entry.dateTime),
            content: (
              <Flex vertical gap={4}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong>Score {entry.score}</Typography.Text>
                  <Tag>{entry.anonymous ? 'Anonymous' : 'Visible to the student'}</Tag>
                </Flex>
                <Markdown text={entry.comment} />
              </Flex>
            ),
          }))}
        />
        <Divider style={{ margin: 0 }} />
        <MessageThread
          messages={pair.messages.map((message) => ({ ...message, author: person(message.author) }))}
          names={{ reviewer: person(pair.checker), student: person(pair.student) }}
        />
      </Flex>
    </Modal>
  );
}
