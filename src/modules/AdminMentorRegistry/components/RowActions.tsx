import { Button, Flex, Popconfirm } from 'antd';

import type { MentorRegistryItem } from '@/api/model';

interface RowActionsProps {
  item: MentorRegistryItem;
  onInvite: (item: MentorRegistryItem) => void;
  onResend: (item: MentorRegistryItem) => Promise<void>;
  onCancel: (item: MentorRegistryItem) => Promise<void>;
  onComment: (item: MentorRegistryItem) => void;
}

// pages.md §5: Invite (pre-select courses you manage), Re-send, Cancel (confirm), Add/Edit comment.
export function RowActions({ item, onInvite, onResend, onCancel, onComment }: RowActionsProps) {
  const commentText = item.comment ? 'Edit comment' : 'Add comment';
  return (
    <Flex gap={4} wrap>
      <Button size="small" type="primary" onClick={() => onInvite(item)} aria-label={`Invite ${item.githubId}`}>
        Invite
      </Button>
      {item.preselectedCourses.length > 0 && (
        <Button size="small" onClick={() => void onResend(item)} aria-label={`Re-send to ${item.githubId}`}>
          Re-send
        </Button>
      )}
      <Popconfirm
        title={`Cancel the application of ${item.githubId}?`}
        okText="Cancel application"
        cancelText="Keep"
        okButtonProps={{ danger: true }}
        onConfirm={() => onCancel(item)}
      >
        <Button size="small" danger aria-label={`Cancel ${item.githubId}`}>
          Cancel
        </Button>
      </Popconfirm>
      <Button
        size="small"
        type="link"
        onClick={() => onComment(item)}
        aria-label={`${commentText} for ${item.githubId}`}
      >
        {commentText}
      </Button>
    </Flex>
  );
}
