import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import SmileOutlined from '@ant-design/icons/SmileOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { theme } from 'antd';
import type { ComponentType, CSSProperties } from 'react';

import type { InterviewIllustration } from '../status';

const ICONS: Record<InterviewIllustration, ComponentType<{ style?: CSSProperties }>> = {
  calendar: CalendarOutlined,
  register: EditOutlined,
  ready: SmileOutlined,
  contact: MessageOutlined,
  success: TrophyOutlined,
  result: CheckCircleOutlined,
  closed: ClockCircleOutlined,
  blocked: StopOutlined,
};

// pages.md §2: the status comes "with illustration"; the sentence beside it carries the meaning, so it is decorative.
export function StatusIllustration({ kind }: { kind: InterviewIllustration }) {
  const { token } = theme.useToken();
  const Icon = ICONS[kind];
  return (
    <span aria-hidden="true">
      <Icon style={{ fontSize: 48, color: token.colorPrimary }} />
    </span>
  );
}
