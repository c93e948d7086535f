import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Popconfirm } from 'antd';

interface ConfirmDeleteButtonProps {
  itemName: string;
  // What is deleted, in words: "Delete the discipline "AWS"?"
  question: string;
  // Resolves when done; the confirm button spins meanwhile.
  onConfirm: () => Promise<void>;
}

// pages.md §0.3: every delete asks first. The icon-only button names its item (§15).
export function ConfirmDeleteButton({ itemName, question, onConfirm }: ConfirmDeleteButtonProps) {
  return (
    <Popconfirm
      title={question}
      okText="Delete"
      cancelText="Cancel"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${itemName}`} />
    </Popconfirm>
  );
}
