import { Button, Card, Descriptions, Flex, Popconfirm, Tag, Typography } from 'antd';

import type { TeamInfo } from '@/api/model';
import { useGetTeamPassword } from '@/api/teams';

import { locationOf, studentName } from '../utils';

interface MyTeamProps {
  courseId: number;
  distributionId: number;
  team: TeamInfo;
  isLead: boolean;
  onEdit: () => void;
  onChangePassword: (teamId: number) => Promise<void>;
  onLeave: (teamId: number) => Promise<void>;
}

// pages.md §10 "My team": the members; the lead sees the invitation code (rules.md R12.4) and may change it.
export function MyTeam({ courseId, distributionId, team, isLead, onEdit, onChangePassword, onLeave }: MyTeamProps) {
  const password = useGetTeamPassword(courseId, distributionId, team.id, {
    swr: { enabled: isLead, revalidateOnFocus: false },
  });
  return (
    <Card
      title={team.name}
      aria-label={`My team ${team.name}`}
      extra={isLead && <Button onClick={onEdit}>Edit team</Button>}
    >
      <Flex vertical gap={16}>
        {team.description && <Typography.Paragraph>{team.description}</Typography.Paragraph>}
        <Descriptions column={1} size="small">
          {isLead && (
            <Descriptions.Item label="Invitation code">
              {password.data ? (
                <Typography.Text code copyable={{ tooltips: ['Copy invitation code', 'Copied'] }}>
                  {password.data.password}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">Loading...</Typography.Text>
              )}
              <Popconfirm
                title="Change the invitation code?"
                description="The old code stops working."
                okText="Change"
                onConfirm={() => onChangePassword(team.id)}
              >
                <Button size="small" style={{ marginInlineStart: 8 }}>
                  Change password
                </Button>
              </Popconfirm>
            </Descriptions.Item>
          )}
          <Descriptions.Item label="Chat link">
            <Typography.Text copyable={{ tooltips: ['Copy chat link', 'Copied'] }}>
              <a href={team.chatLink} target="_blank" rel="noreferrer noopener">
                {team.chatLink}
              </a>
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="Members">
            {team.members.length} of {team.maxMembers}
          </Descriptions.Item>
        </Descriptions>
        <ul aria-label="Team members" style={{ margin: 0, paddingInlineStart: 20 }}>
          {team.members.map((member) => (
            <li key={member.id}>
              <Flex wrap gap={8} align="center">
                <Typography.Text strong>{studentName(member)}</Typography.Text>
                <a href={`https://github.com/${member.githubId}`} target="_blank" rel="noreferrer noopener">
                  {member.githubId}
                </a>
                {member.id === team.teamLeadId && <Tag color="gold">Team lead</Tag>}
                <Typography.Text type="secondary">{locationOf(member)}</Typography.Text>
                {member.email && <Typography.Text copyable>{member.email}</Typography.Text>}
                {member.discord && <Typography.Text>Discord: {member.discord}</Typography.Text>}
                {member.telegram && <Typography.Text>Telegram: {member.telegram}</Typography.Text>}
              </Flex>
            </li>
          ))}
        </ul>
        <Popconfirm
          title="Leave the team?"
          description="You will be without a team again."
          okText="Leave"
          okButtonProps={{ danger: true }}
          onConfirm={() => onLeave(team.id)}
        >
          <Button danger style={{ alignSelf: 'flex-start' }}>
            Leave Team
          </Button>
        </Popconfirm>
      </Flex>
    </Card>
  );
}
