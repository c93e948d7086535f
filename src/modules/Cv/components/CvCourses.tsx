import { Card, Table } from 'antd';
import type { TableColumnsType } from 'antd';

import type { ResumeCourse } from '@/api/model';

import { courseStatus } from '../utils';

const columns: TableColumnsType<ResumeCourse> = [
  { title: 'Course', key: 'name', render: (_, course) => course.fullName || course.name },
  { title: 'Mentor', key: 'mentor', render: (_, course) => course.mentor?.name ?? '—' },
  {
    title: 'Status',
    key: 'status',
    render: (_, course) =>
      course.certificatePublicId ? (
        <a href={`/certificate/${course.certificatePublicId}`}>{courseStatus(course)}: certificate</a>
      ) : (
        courseStatus(course)
      ),
  },
  { title: 'Score', key: 'score', align: 'right', render: (_, course) => course.totalScore },
  { title: 'Position', key: 'rank', align: 'right', render: (_, course) => course.rank ?? '—' },
];

// pages.md §8: the courses of the CV with mentor, status, score, position and certificate.
export function CvCourses({ courses }: { courses: ResumeCourse[] }) {
  return (
    <Card title="Courses">
      <Table<ResumeCourse>
        rowKey="courseId"
        size="small"
        columns={columns}
        dataSource={courses}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No courses' }}
      />
    </Card>
  );
}
