import { Card, Flex, Typography, theme } from 'antd';
import Link from 'next/link';

import type { Gratitude } from '@/api/model';
import { formatDateTime } from '@/components/form/date-time';

import { badgeName } from '../utils';
import { BadgeIcon } from './BadgeIcon';

const profileLink = (person: Gratitude['to']) => (
  <Link href={`/profile?githubId=${encodeURIComponent(person.githubId)}`}>{person.name}</Link>
);

// pages.md §9 "/heroes": one gratitude as a card: badge, From, To, comment, date.
export function GratitudeCard({ gratitude, timeZone }: { gratitude: Gratitude; timeZone: string }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" aria-label={`${badgeName(gratitude.badgeId)} for ${gratitude.to.name}`}>
      <Flex vertical gap={token.marginXS}>
        <Flex align="center" gap={token.marginXS}>
          <BadgeIcon badgeId={gratitude.badgeId} size={28} labelled={false} />
          <Typography.Text strong>{badgeName(gratitude.badgeId)}</Typography.Text>
        </Flex>
        <Typography.Text>
          <Typography.Text type="secondary">From: </Typography.Text>
          {profileLink(gratitude.from)}
        </Typography.Text>
        <Typography.Text>
          <Typography.Text type="secondary">To: </Typography.Text>
          {profileLink(gratitude.to)}
        </Typography.Text>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {gratitude.comment}
        </Typography.Paragraph>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {formatDateTime(gratitude.date)} ({timeZone}){gratitude.course ? ` · ${gratitude.course.name}` : ''}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
