import MessageOutlined from '@ant-design/icons/MessageOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { Flex, Tooltip } from 'antd';

import type { MentorRegistryItem } from '@/api/model';

// pages.md §5 "Additional": past mentor, certificate and comment, each an icon with its meaning as its name.
export function AdditionalIcons({ item }: { item: MentorRegistryItem }) {
  return (
    <Flex gap={8}>
      {item.wasMentor && (
        <Tooltip title="Mentor in the past">
          <TeamOutlined aria-label="Mentor in the past" />
        </Tooltip>
      )}
      {item.hasCertificate && (
        <Tooltip title="Has an RS School certificate">
          <SafetyCertificateOutlined aria-label="Has an RS School certificate" />
        </Tooltip>
      )}
      {item.comment && (
        <Tooltip title={item.comment}>
          <MessageOutlined aria-label={`Comment: ${item.comment}`} />
        </Tooltip>
      )}
    </Flex>
  );
}
