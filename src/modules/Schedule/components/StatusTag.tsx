import { Tag } from 'antd';

import type { ScheduleStatus, ScheduleTag } from '@/api/model';

import { STATUS_COLORS, STATUS_LABELS, TAG_LABELS } from '../constants';

export function StatusTag({ status }: { status: ScheduleStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}

export function TypeTag({ tag, color }: { tag: ScheduleTag; color: string }) {
  return <Tag color={color}>{TAG_LABELS[tag]}</Tag>;
}
