import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';

import type { TeamDistribution } from '@/api/model';
import { formatDateTime } from '@/components/form/date-time';

import { deadlineTone, registrationView } from '../utils';

interface RegistrationActionProps {
  distribution: TeamDistribution;
  now: number;
  timeZone: string;
  onRegister: (distribution: TeamDistribution) => Promise<void>;
  onCancel: (distribution: TeamDistribution) => Promise<void>;
}

// pages.md §10: what a student may do with a distribution, by its registrationStatus (rules.md R12.1, R12.2).
export function RegistrationAction({ distribution, now, timeZone, onRegister, onCancel }: RegistrationActionProps) {
  const view = registrationView(distribution);
  switch (view.kind) {
    case 'register': {
      // The colour says how close the end is; the words say it too (pages.md §15).
      const tone = deadlineTone(view.deadline, now);
      return (
        <Flex wrap gap={8} align="center">
          <Button type="primary" color={tone.color} variant="solid" onClick={() => void onRegister(distribution)}>
            Register
          </Button>
          <Typography.Text>
            Until {formatDateTime(view.deadline)} ({timeZone}), {tone.text}
          </Typography.Text>
        </Flex>
      );
    }
    case 'future':
      return <Typography.Text type="secondary">Registration will be opened later</Typography.Text>;
    case 'registered':
      return (
        <Flex wrap gap={8} align="center">
          <Tag color="green">Registered</Tag>
          <Popconfirm
            title="Cancel your registration?"
            description="You will not be placed in a team."
            okText="Cancel registration"
            cancelText="Keep it"
            onConfirm={() => onCancel(distribution)}
          >
            <Button danger>Cancel registration</Button>
          </Popconfirm>
        </Flex>
      );
    case 'distributed':
      return <Tag color="green">Registered</Tag>;
    case 'closed':
      return <Typography.Text type="secondary">Registration is closed</Typography.Text>;
    case 'unavailable':
      return <Typography.Text type="secondary">Not available: minimum score {view.minTotalScore}</Typography.Text>;
  }
}
