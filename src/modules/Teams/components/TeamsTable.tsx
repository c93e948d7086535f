import { Button, Empty, Flex, Table, Typography } from 'antd';

import type { Team } from '@/api/model';

import { TEAMS_PAGE_SIZE } from '../constants';
import { usePagedSearch, useTeamsPage } from '../hooks/usePagedLists';
import { membersOf, studentName } from '../utils';
import { SearchBox } from './SearchBox';

interface TeamsTableProps {
  courseId: number;
  distributionId: number;
  isManager: boolean;
  studentId: number | null;
  onEdit: (team: Team) => void;
}

// pages.md §10 "Available teams": 10 a page from the server, searched there; a manager or the team's lead edits it.
export function TeamsTable({ courseId, distributionId, isManager, studentId, onEdit }: TeamsTableProps) {
  const paging = usePagedSearch();
  const { data, isLoading, isValidating } = useTeamsPage(courseId, distributionId, paging.params);
  const canEdit = (team: Team) => isManager || (studentId != null && team.teamLead?.id === studentId);
  return (
    <Flex vertical gap={12}>
      <SearchBox label="Search teams" value={paging.text} onChange={paging.setText} />
      <Table<Team>
        rowKey="id"
        size="middle"
        loading={isLoading || isValidating}
        dataSource={data?.items ?? []}
        locale={{ emptyText: <Empty description="No teams yet" /> }}
        pagination={{
          current: paging.params.current,
          pageSize: TEAMS_PAGE_SIZE,
          total: data?.pagination.total ?? 0,
          showSizeChanger: false,
          onChange: paging.setCurrent,
        }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: 'Name', render: (_, team) => team.name },
          { key: 'description', title: 'Description', render: (_, team) => team.description || '–' },
          { key: 'count', title: 'Members', align: 'right', render: (_, team) => membersOf(team) },
          {
            key: 'members',
            title: 'Team members',
            render: (_, team) => (
              <Typography.Text>
                {team.members.map((member) => `${studentName(member)} (${member.githubId})`).join(', ')}
              </Typography.Text>
            ),
          },
          {
            key: 'actions',
            title: 'Actions',
            render: (_, team) =>
              canEdit(team) ? (
                <Button size="small" onClick={() => onEdit(team)} aria-label={`Edit team ${team.name}`}>
                  Edit team
                </Button>
              ) : null,
          },
        ]}
      />
    </Flex>
  );
}
