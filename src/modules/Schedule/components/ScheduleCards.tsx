import { Card, Flex, Typography } from 'antd';

import type { ScheduleItem, ScheduleTag } from '@/api/model';

import { formatInZone } from '../utils';
import { DeadlineText } from './DeadlineText';
import { ItemName, scoreText } from './ItemName';
import { StatusTag, TypeTag } from './StatusTag';

interface ScheduleCardsProps {
  items: ScheduleItem[];
  timeZone: string;
  tagColors: Record<ScheduleTag, string>;
  now: Date;
}

// pages.md §11 "≤ 768 px: cards".
export function ScheduleCards({ items, timeZone, tagColors, now }: ScheduleCardsProps) {
  if (items.length === 0) return <Typography.Text type="secondary">No tasks or events yet</Typography.Text>;
  return (
    <Flex vertical gap={12}>
      {items.map((item) => (
        <Card key={item.key} size="small" title={<ItemName item={item} />}>
          <Flex vertical gap={6}>
            <Flex wrap gap={4}>
              <StatusTag status={item.status} />
              <TypeTag tag={item.tag} color={tagColors[item.tag]} />
            </Flex>
            <span>
              Start ({timeZone}): {formatInZone(item.startDate, timeZone)}
            </span>
            <span>
              End ({timeZone}): <DeadlineText endDate={item.endDate} timeZone={timeZone} now={now} />
            </span>
            {item.organizer && <span>Organizer: {item.organizer.name}</span>}
            {item.maxScore !== null && <span>Score / Max: {scoreText(item)}</span>}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
