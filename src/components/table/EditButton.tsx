import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button } from 'antd';

// pages.md §15: an icon-only button names what it edits.
export function EditButton({ itemName, onClick }: { itemName: string; onClick: () => void }) {
  return <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${itemName}`} onClick={onClick} />;
}
