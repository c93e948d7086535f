import { Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';

interface CancelSubmitModalProps {
  open: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

// pages.md §2 "Cancel Submit": the submission is withdrawn only once the student ticks the mandatory checkbox.
export function CancelSubmitModal({ open, onConfirm, onClose }: CancelSubmitModalProps) {
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title="Cancel the submission?"
      open={open}
      okText="Cancel Submit"
      cancelText="Keep my submission"
      okButtonProps={{ danger: true, disabled: !understood }}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Your solution will be withdrawn from the cross-check. You can submit again before the deadline.
      </Typography.Paragraph>
      <Checkbox checked={understood} onChange={(event) => setUnderstood(event.target.checked)}>
        I understand that my work will not be reviewed
      </Checkbox>
    </Modal>
  );
}
