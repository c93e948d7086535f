import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Button, Flex, Tag } from 'antd';

import type { FilterTag } from '../utils';

interface FilterTagsProps {
  tags: FilterTag[];
  onRemove: (tag: FilterTag) => void;
  onClear: () => void;
}

// pages.md §5: removable filter tags and "clear all"; each remove control is a named button (pages.md §15).
export function FilterTags({ tags, onRemove, onClear }: FilterTagsProps) {
  if (!tags.length) return null;
  return (
    <Flex wrap gap={8} align="center">
      {tags.map((tag) => (
        <Tag key={`${tag.key}:${tag.value}`} style={{ marginInlineEnd: 0 }}>
          {tag.label}
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={`Remove filter ${tag.label}`}
            onClick={() => onRemove(tag)}
          />
        </Tag>
      ))}
      <Button size="small" type="link" onClick={onClear}>
        Clear all
      </Button>
    </Flex>
  );
}
