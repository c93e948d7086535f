import { Button, Flex, Popconfirm, Rate, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import { formatDateTime } from '@/components/form/date-time';
import { ColumnSearch } from '@/components/table/ColumnSearch';

const WAIT_LIST_PAGE_SIZE = 100;

export interface WaitListStudentView {
  githubId: string;
  name: string;
  cityName: string | null;
  countryName: string | null;
  totalScore: number;
  registrationDate: string | null;
  isGoodCandidate: boolean;
  // The rating of the latest completed technical screening, 0..5 (stage only).
  rating: number | null;
}

interface WaitListTableProps {
  heading: string;
  students: WaitListStudentView[];
  loading: boolean;
  isStage: boolean;
  timeZone: string;
  canInterview: boolean;
  canRemove: boolean;
  onInterview: (student: WaitListStudentView) => Promise<unknown>;
  onRemove: (student: WaitListStudentView) => Promise<unknown>;
}

const contains = (value: string | null, needle: unknown) =>
  (value ?? '').toLowerCase().includes(String(needle).toLowerCase());
const byText = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

// pages.md §3 "/course/mentor/interview-wait-list": the students waiting for an interviewer, 100 a page, searched and
// sorted in the browser (the list is one answer); "Want to interview" pairs the student with me, "Remove from list"
// (stage, manager) turns the student's mentoring off. Both ask first.
export function WaitListTable(props: WaitListTableProps) {
  const { heading, students, loading, isStage, timeZone, canInterview, canRemove, onInterview, onRemove } = props;
  const columns: ColumnsType<WaitListStudentView> = [
    {
      key: 'githubId',
      title: 'GitHub',
      sorter: (a, b) => a.githubId.localeCompare(b.githubId),
      filterDropdown: (dropdown) => <ColumnSearch field="GitHub" {...dropdown} />,
      onFilter: (value, student) => contains(student.githubId, value) || contains(student.name, value),
      render: (_, student) => (
        <Flex vertical>
          <a href={`https://github.com/${student.githubId}`} target="_blank" rel="noreferrer noopener">
            {student.githubId}
          </a>
          <Typography.Text type="secondary">{student.name}</Typography.Text>
        </Flex>
      ),
    },
    ...(isStage
      ? ([
          {
            key: 'isGoodCandidate',
            title: 'Good Candidate',
            render: (_, student) => (student.isGoodCandidate ? 'Yes' : 'No'),
          },
          {
            key: 'rating',
            title: 'Interview Rating',
            render: (_, student) =>
              student.rating === null ? (
                '–'
              ) : (
                <Rate disabled allowHalf value={student.rating} aria-label={`Rating ${student.rating} of 5`} />
              ),
          },
        ] satisfies ColumnsType<WaitListStudentView>)
      : []),
    { key: 'cityName', title: 'City', render: (_, student) => student.cityName ?? '–' },
    {
      key: 'countryName',
      title: 'Country',
      sorter: (a, b) => byText(a.countryName, b.countryName),
      filterDropdown: (dropdown) => <ColumnSearch field="country" {...dropdown} />,
      onFilter: (value, student) => contains(student.countryName, value),
      render: (_, student) => student.countryName ?? '–',
    },
    {
      key: 'totalScore',
      title: 'Score',
      align: 'right',
      sorter: (a, b) => a.totalScore - b.totalScore,
      render: (_, student) => student.totalScore,
    },
    {
      key: 'registrationDate',
      title: `Date registered (${timeZone})`,
      sorter: (a, b) => byText(a.registrationDate, b.registrationDate),
      render: (_, student) => formatDateTime(student.registrationDate),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, student) => (
        <Flex gap={8} wrap>
          {canInterview && (
            <Popconfirm
              title={`Interview ${student.githubId}?`}
              description="The student becomes your interviewee."
              okText="Yes"
              onConfirm={() => onInterview(student)}
            >
              <Button size="small" type="primary">
                Want to interview
              </Button>
            </Popconfirm>
          )}
          {canRemove && isStage && (
            <Popconfirm
              title={`Remove ${student.githubId} from the list?`}
              description="The student's mentoring is turned off: no interview and no mentor in this course."
              okText="Remove"
              okButtonProps={{ danger: true }}
              onConfirm={() => onRemove(student)}
            >
              <Button size="small" danger>
                Remove from list
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <>
      <Typography.Title level={3}>{heading}</Typography.Title>
      <Table<WaitListStudentView>
        rowKey="githubId"
        size="middle"
        columns={columns}
        dataSource={students}
        loading={loading}
        locale={{ emptyText: 'No students are waiting for an interview' }}
        pagination={{ pageSize: WAIT_LIST_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
