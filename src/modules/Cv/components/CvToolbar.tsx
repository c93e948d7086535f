import { Alert, App, Button, Flex, Space, Tooltip } from 'antd';

import type { Resume } from '@/api/model';
import { useNotify } from '@/hooks/useNotify';

import { formatDate, isExpired } from '../utils';

interface CvToolbarProps {
  resume: Resume;
  onEdit: () => void;
  onProlong: () => Promise<unknown>;
  onSetHidden: (isHidden: boolean) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

const ignore = () => undefined;

function expiryNote(resume: Resume) {
  if (isExpired(resume)) {
    return {
      type: 'warning' as const,
      text: `Your CV expired on ${formatDate(resume.expires)}: prolong it to publish it again.`,
    };
  }
  const until = `Your CV is public until ${formatDate(resume.expires)}; renew it monthly with "Prolong".`;
  return resume.isHidden
    ? { type: 'info' as const, text: `Your CV is hidden: only you see it. ${until}` }
    : { type: 'info' as const, text: until };
}

// pages.md §8 view mode: "Edit CV", "Share", "Hide" / "Show", "Prolong", "Delete CV" and the expiry note.
export function CvToolbar({ resume, onEdit, onProlong, onSetHidden, onDelete }: CvToolbarProps) {
  const { modal } = App.useApp();
  const notify = useNotify();
  const shareable = !resume.isHidden && !isExpired(resume);
  const note = expiryNote(resume);
  const share = async () => {
    try {
      await navigator.clipboard.writeText(resume.link);
      notify.success('Link copied', resume.link);
    } catch {
      notify.success('Your public CV', resume.link);
    }
  };
  const confirmDelete = () =>
    void modal.confirm({
      title: 'Delete your CV?',
      content: 'Your CV is deleted and your consent withdrawn; its public link stops working.',
      okText: 'Delete CV',
      okButtonProps: { danger: true },
      onOk: () => onDelete().catch(ignore),
    });
  return (
    <Flex vertical gap={8} className="no-print">
      <Alert type={note.type} showIcon title={note.text} />
      <Space wrap>
        <Button type="primary" onClick={onEdit}>
          Edit CV
        </Button>
        <Tooltip title={shareable ? undefined : 'A hidden or expired CV has no public page'}>
          <Button onClick={share} disabled={!shareable}>
            Share
          </Button>
        </Tooltip>
        <Button onClick={() => onSetHidden(!resume.isHidden).catch(ignore)}>{resume.isHidden ? 'Show' : 'Hide'}</Button>
        <Button onClick={() => onProlong().catch(ignore)}>Prolong</Button>
        <Button danger onClick={confirmDelete}>
          Delete CV
        </Button>
      </Space>
    </Flex>
  );
}
