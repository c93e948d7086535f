import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import Link from 'next/link';

import type { TeamDistribution } from '@/api/model';
import { formatDateTime } from '@/components/form/date-time';

import { STATE_TAGS } from '../constants';
import { canConnectWithTeams, teamsHref } from '../utils';
import { RegistrationAction } from './RegistrationAction';

export interface DistributionViewer {
  isStudent: boolean;
  isManager: boolean;
  isStaff: boolean;
}

interface TeamDistributionCardProps {
  distribution: TeamDistribution;
  viewer: DistributionViewer;
  now: number;
  timeZone: string;
  onRegister: (distribution: TeamDistribution) => Promise<void>;
  onCancel: (distribution: TeamDistribution) => Promise<void>;
  onEdit: (distribution: TeamDistribution) => void;
  onDelete: (distribution: TeamDistribution) => Promise<void>;
  onSubmitScore: (distribution: TeamDistribution) => void;
}

// pages.md §10: one card per distribution: title, period, description, state tag and the viewer's actions.
export function TeamDistributionCard(props: TeamDistributionCardProps) {
  const { distribution, viewer, timeZone, onEdit, onDelete, onSubmitScore } = props;
  const state = STATE_TAGS[distribution.state];
  const sizes = distribution.strictTeamSizeMode
    ? `exactly ${distribution.strictTeamSize}`
    : `${distribution.minTeamSize}–${distribution.maxTeamSize} (usually ${distribution.strictTeamSize})`;
  return (
    <Card
      title={distribution.name}
      aria-label={distribution.name}
      extra={<Tag color={state.color}>{state.text}</Tag>}
      actions={
        viewer.isManager
          ? [
              <Button key="score" type="link" onClick={() => onSubmitScore(distribution)}>
                Submit score
              </Button>,
              <Button
                key="edit"
                type="link"
                icon={<EditOutlined />}
                aria-label={`Edit ${distribution.name}`}
                onClick={() => onEdit(distribution)}
              >
                Edit
              </Button>,
              <Popconfirm
                key="delete"
                title={`Delete the distribution "${distribution.name}"?`}
                description="Its teams and registrations are removed."
                okText="Delete"
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(distribution)}
              >
                <Button type="link" danger icon={<DeleteOutlined />} aria-label={`Delete ${distribution.name}`}>
                  Delete
                </Button>
              </Popconfirm>,
            ]
          : undefined
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text>
          Registration: {formatDateTime(distribution.startDate)} – {formatDateTime(distribution.endDate)} ({timeZone})
        </Typography.Text>
        <Typography.Text type="secondary">
          Team size: {sizes}
          {distribution.minTotalScore > 0 ? ` · minimum total score ${distribution.minTotalScore}` : ''}
        </Typography.Text>
        {distribution.description && <Typography.Paragraph>{distribution.description}</Typography.Paragraph>}
        {distribution.descriptionUrl && (
          <a href={distribution.descriptionUrl} target="_blank" rel="noreferrer noopener">
            Description
          </a>
        )}
        <Flex wrap gap={12} align="center" justify="space-between">
          {viewer.isStudent ? <RegistrationAction {...props} /> : <span />}
          {canConnectWithTeams(distribution, viewer.isStaff) && (
            <Link href={teamsHref(distribution.id)}>Connect with teams</Link>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
