import { Button, Empty, Flex, Popconfirm, Table } from 'antd';

import type { TeamStudentContacts } from '@/api/model';

import { TEAMS_PAGE_SIZE } from '../constants';
import { usePagedSearch, useStudentsPage } from '../hooks/usePagedLists';
import { locationOf, studentName } from '../utils';
import { SearchBox } from './SearchBox';

interface StudentsTableProps {
  courseId: number;
  distributionId: number;
  isManager: boolean;
  onRemove: (studentId: number) => Promise<void>;
}

// pages.md §10 "Students without team": 10 a page by rank, searched on the server; a manager removes a student
// from the distribution (rules.md R12.5).
export function StudentsTable({ courseId, distributionId, isManager, onRemove }: StudentsTableProps) {
  const paging = usePagedSearch();
  const { data, isLoading, isValidating } = useStudentsPage(courseId, distributionId, paging.params);
  return (
    <Flex vertical gap={12}>
      <SearchBox label="Search students" value={paging.text} onChange={paging.setText} />
      <Table<TeamStudentContacts>
        rowKey="id"
        size="middle"
        loading={isLoading || isValidating}
        dataSource={data?.items ?? []}
        locale={{ emptyText: <Empty description="Everyone has a team" /> }}
        pagination={{
          current: paging.params.current,
          pageSize: TEAMS_PAGE_SIZE,
          total: data?.pagination.total ?? 0,
          showSizeChanger: false,
          onChange: paging.setCurrent,
        }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: 'Name', render: (_, student) => studentName(student) },
          { key: 'rank', title: 'Position', align: 'right', render: (_, student) => student.rank ?? '–' },
          { key: 'email', title: 'E-mail', render: (_, student) => student.email ?? '–' },
          { key: 'discord', title: 'Discord', render: (_, student) => student.discord ?? '–' },
          {
            key: 'github',
            title: 'GitHub',
            render: (_, student) => (
              <a href={`https://github.com/${student.githubId}`} target="_blank" rel="noreferrer noopener">
                {student.githubId}
              </a>
            ),
          },
          { key: 'location', title: 'Location', render: (_, student) => locationOf(student) },
          ...(isManager
            ? [
                {
                  key: 'actions',
                  title: 'Actions',
                  render: (_: unknown, student: TeamStudentContacts) => (
                    <Popconfirm
                      title={`Remove ${student.githubId} from the distribution?`}
                      okText="Remove"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => onRemove(student.id)}
                    >
                      <Button size="small" danger aria-label={`Remove ${student.githubId}`}>
                        Remove
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}
