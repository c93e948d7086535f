import { Flex, Radio, Spin, theme } from 'antd';

import type { Badge, BadgeId } from '@/api/model';

import { BadgeIcon } from './BadgeIcon';

interface BadgePickerProps {
  id?: string;
  value?: BadgeId;
  onChange?: (value: BadgeId) => void;
  // The badges the sender may give in the chosen course (GET /gratitudes/badges/{courseId}, R17.1).
  badges: Badge[] | undefined;
  loading: boolean;
}

// pages.md §9 "/gratitude" Badge: one tile per badge, its icon above its name.
export function BadgePicker({ id, value, onChange, badges, loading }: BadgePickerProps) {
  const { token } = theme.useToken();
  if (loading && !badges) return <Spin aria-label="Loading badges" />;
  return (
    <Radio.Group id={id} value={value} onChange={(event) => onChange?.(event.target.value as BadgeId)}>
      <Flex wrap gap={token.marginXS}>
        {(badges ?? []).map((badge) => (
          <Radio.Button key={badge.id} value={badge.id} style={{ height: 'auto', padding: token.paddingXS }}>
            <Flex vertical align="center" gap={2} style={{ width: 96 }}>
              <BadgeIcon badgeId={badge.id} size={24} labelled={false} />
              <span style={{ fontSize: token.fontSizeSM, lineHeight: 1.3, textAlign: 'center' }}>{badge.name}</span>
            </Flex>
          </Radio.Button>
        ))}
      </Flex>
    </Radio.Group>
  );
}
