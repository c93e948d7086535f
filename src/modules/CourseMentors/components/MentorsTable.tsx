import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { Button, Dropdown, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';

import type { MentorDetails } from '@/api/model';

import { PAGE_SIZE, PREFERENCE_LABELS } from '../constants';
import { daysAgo, matchesMentor } from '../utils';
import { MentorSearchFilter } from './MentorSearchFilter';

export type MentorRowAction = 'add-student' | 'expel' | 'restore';

interface MentorsTableProps {
  mentors: MentorDetails[];
  loading: boolean;
  // Managers get the row menu (pages.md §4).
  canManage: boolean;
  onAction: (action: MentorRowAction, mentor: MentorDetails) => void;
}

const byNumber = (pick: (mentor: MentorDetails) => number) => (a: MentorDetails, b: MentorDetails) => pick(a) - pick(b);
const byText = (pick: (mentor: MentorDetails) => string | null) => (a: MentorDetails, b: MentorDetails) =>
  (pick(a) ?? '').localeCompare(pick(b) ?? '');

// pages.md §4 "/course/admin/mentors": every column sortable, Mentor searchable, 100 per page.
export function MentorsTable({ mentors, loading, canManage, onAction }: MentorsTableProps) {
  const columns: TableColumnsType<MentorDetails> = [
    {
      title: 'Mentor',
      key: 'mentor',
      sorter: byText((mentor) => mentor.githubId),
      filterDropdown: (props) => <MentorSearchFilter {...props} />,
      onFilter: (value, mentor) => matchesMentor(mentor, String(value)),
      render: (_, mentor) => (
        <>
          {mentor.name} ({mentor.githubId}) {!mentor.isActive && <Tag>Expelled</Tag>}
        </>
      ),
    },
    { title: 'City', key: 'city', sorter: byText((mentor) => mentor.cityName), render: (_, m) => m.cityName ?? '' },
    {
      title: 'Country',
      key: 'country',
      sorter: byText((mentor) => mentor.countryName),
      render: (_, m) => m.countryName ?? '',
    },
    {
      title: 'Preference',
      key: 'preference',
      sorter: byText((mentor) => mentor.studentsPreference),
      render: (_, m) => PREFERENCE_LABELS[m.studentsPreference],
    },
    {
      title: 'Max Students',
      key: 'max',
      sorter: byNumber((m) => m.maxStudentsLimit),
      render: (_, m) => m.maxStudentsLimit,
    },
    {
      title: 'Screenings',
      key: 'screenings',
      sorter: byNumber((m) => m.screenings.total),
      render: (_, m) => `${m.screenings.completed} / ${m.screenings.total}`,
    },
    {
      title: 'Interviews',
      key: 'interviews',
      sorter: byNumber((m) => m.interviews.total),
      render: (_, m) => `${m.interviews.completed} / ${m.interviews.total}`,
    },
    { title: 'Students', key: 'students', sorter: byNumber((m) => m.studentsCount), render: (_, m) => m.studentsCount },
    {
      title: 'Checked Tasks',
      key: 'checked',
      sorter: byNumber((m) => m.taskResultsStats.checked),
      render: (_, m) => `${m.taskResultsStats.checked} / ${m.taskResultsStats.total}`,
    },
    {
      title: 'Last Checked Task',
      key: 'last-checked',
      sorter: byText((m) => m.taskResultsStats.lastUpdatedDate),
      render: (_, m) => daysAgo(m.taskResultsStats.lastUpdatedDate),
    },
  ];
  if (canManage) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, mentor) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: mentor.isActive
              ? [
                  { key: 'add-student', label: 'Add student' },
                  { key: 'expel', label: 'Expel', danger: true },
                ]
              : [{ key: 'restore', label: 'Restore' }],
            onClick: ({ key }) => onAction(key as MentorRowAction, mentor),
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${mentor.githubId}`} />
        </Dropdown>
      ),
    });
  }
  return (
    <Table<MentorDetails>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={mentors}
      loading={loading}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
