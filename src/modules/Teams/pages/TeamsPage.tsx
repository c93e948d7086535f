import { Alert, Flex, Result, Skeleton, Tabs, Typography } from 'antd';
import Link from 'next/link';
import { useState } from 'react';

import type { Team } from '@/api/model';
import { problemDetail } from '@/hooks/problem';

import { JoinTeamModal } from '../components/JoinTeamModal';
import { MyTeam } from '../components/MyTeam';
import { StudentsTable } from '../components/StudentsTable';
import { TeamActionCards } from '../components/TeamActionCards';
import { TeamModal } from '../components/TeamModal';
import { TeamsTable } from '../components/TeamsTable';
import { useDistributeStudents } from '../hooks/useDistributeStudents';
import { useTeamActions } from '../hooks/useTeamActions';
import { useTeamsView, type TeamsViewer } from '../hooks/useTeamsView';
import { isLeadOf, myStatusText } from '../utils';

type Dialog =
  | { kind: 'create' }
  | { kind: 'join' }
  | { kind: 'edit'; team: Pick<Team, 'id' | 'name' | 'description' | 'chatLink' | 'members'> };

// pages.md §10 "/course/teams?teamDistributionId=".
export function TeamsPage() {
  const view = useTeamsView();
  if (!view.ready || !view.viewer || !view.courseId) return null;
  if (!view.distributionId) {
    return (
      <Result
        status="404"
        title="Choose a team distribution"
        extra={<Link href="/course/team-distributions">Team distributions</Link>}
      />
    );
  }
  if (view.error) return <Alert type="error" showIcon title={problemDetail(view.error)} />;
  if (view.isLoading || !view.detailed) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <TeamsOfDistribution {...view} distributionId={view.distributionId} viewer={view.viewer} />;
}

type TeamsOfDistributionProps = Omit<ReturnType<typeof useTeamsView>, 'distributionId' | 'viewer'> & {
  distributionId: number;
  viewer: TeamsViewer;
};

function TeamsOfDistribution({ courseId, distributionId, viewer, detailed, myTeam }: TeamsOfDistributionProps) {
  const actions = useTeamActions(courseId, distributionId);
  const confirmDistribute = useDistributeStudents(actions.distribute);
  const [dialog, setDialog] = useState<Dialog>();
  const [tab, setTab] = useState(myTeam ? 'my-team' : 'teams');
  const close = () => setDialog(undefined);
  const isLead = !!myTeam && isLeadOf(myTeam, viewer.studentId);
  const members = viewer.isManager ? { courseId, distributionId } : undefined;
  const tabs = [
    {
      key: 'teams',
      label: `Available teams (${detailed?.teamsCount ?? 0})`,
      children: (
        <TeamsTable
          courseId={courseId}
          distributionId={distributionId}
          isManager={viewer.isManager}
          studentId={viewer.studentId}
          onEdit={(team) => setDialog({ kind: 'edit', team })}
        />
      ),
    },
    {
      key: 'students',
      label: `Students without team (${detailed?.studentsWithoutTeamCount ?? 0})`,
      children: (
        <StudentsTable
          courseId={courseId}
          distributionId={distributionId}
          isManager={viewer.isManager}
          onRemove={actions.removeStudent}
        />
      ),
    },
    ...(myTeam
      ? [
          {
            key: 'my-team',
            label: 'My team',
            children: (
              <MyTeam
                courseId={courseId}
                distributionId={distributionId}
                team={myTeam}
                isLead={isLead}
                onEdit={() => setDialog({ kind: 'edit', team: myTeam })}
                onChangePassword={actions.changePassword}
                onLeave={actions.leave}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          RS Teams
        </Typography.Title>
        <Typography.Text type="secondary">Distribution of participants per team: {detailed?.name}</Typography.Text>
      </div>
      {viewer.isStudent && <Typography.Text strong>{myStatusText(myTeam)}</Typography.Text>}
      {(viewer.isManager || (viewer.isStudent && !myTeam)) && (
        <TeamActionCards
          isManager={viewer.isManager}
          onCreate={() => setDialog({ kind: 'create' })}
          onJoin={() => setDialog({ kind: 'join' })}
          onDistribute={confirmDistribute}
        />
      )}
      <Tabs activeKey={tabs.some((item) => item.key === tab) ? tab : 'teams'} onChange={setTab} items={tabs} />
      {dialog?.kind === 'create' && (
        <TeamModal
          open
          members={members}
          onSubmit={async (input) => {
            await actions.create(input);
            setTab(viewer.isManager ? 'teams' : 'my-team');
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'edit' && (
        <TeamModal
          open
          team={dialog.team}
          members={members}
          onSubmit={(input) => actions.update(dialog.team.id, input)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'join' && (
        <JoinTeamModal
          open
          onSubmit={async (code) => {
            await actions.join(code);
            setTab('my-team');
          }}
          onClose={close}
        />
      )}
    </Flex>
  );
}
