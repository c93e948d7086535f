import { Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';

import type { Team } from '@/api/model';

import { useDistributeStudents } from '../hooks/useDistributeStudents';
import { useTeamActions } from '../hooks/useTeamActions';
import type { TeamsViewer, useTeamsView } from '../hooks/useTeamsView';
import { isLeadOf, myStatusText, toUpdate } from '../utils';
import { JoinTeamModal } from './JoinTeamModal';
import { MyTeam } from './MyTeam';
import { StudentsTable } from './StudentsTable';
import { TeamActionCards } from './TeamActionCards';
import { TeamModal } from './TeamModal';
import { TeamsTable } from './TeamsTable';

type Dialog =
  | { kind: 'create' }
  | { kind: 'join' }
  | { kind: 'edit'; team: Pick<Team, 'id' | 'name' | 'description' | 'chatLink' | 'members'> };

type TeamsBoardProps = Omit<ReturnType<typeof useTeamsView>, 'distributionId' | 'viewer'> & {
  distributionId: number;
  viewer: TeamsViewer;
};

// pages.md §10 "/course/teams": status, action cards, the tabs and the dialogs of one distribution.
export function TeamsBoard({ courseId, distributionId, viewer, detailed, myTeam }: TeamsBoardProps) {
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
          onSubmit={(input) => actions.update(dialog.team.id, toUpdate(input))}
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
