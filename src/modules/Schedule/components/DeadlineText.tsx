import { Tag } from 'antd';

import { deadlineCloseness, formatInZone, type DeadlineTone } from '../utils';

const TONE_COLORS: Record<DeadlineTone, string> = { passed: 'default', urgent: 'red', soon: 'orange', later: 'green' };

interface DeadlineTextProps {
  endDate: string;
  timeZone: string;
  now: Date;
}

// pages.md §11 "End (coloured)": the colour says how close the end is, and the words say it too.
export function DeadlineText({ endDate, timeZone, now }: DeadlineTextProps) {
  const { tone, text } = deadlineCloseness(endDate, now);
  return (
    <Tag color={TONE_COLORS[tone]} data-tone={tone}>
      {formatInZone(endDate, timeZone)} · {text}
    </Tag>
  );
}
