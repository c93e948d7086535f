import { Card, Flex, Tag, theme } from 'antd';

import type { OpenCourse } from '@/api/model';

import { formatStartDate } from '../utils';

// pages.md §6: the courses open for student registration, shown to anonymous visitors.
export function OpenCoursesList({ courses }: { courses: OpenCourse[] }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginSM} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {courses.map((course) => (
        <li key={course.id}>
          <Card size="small" title={<h3 style={{ fontSize: 'inherit', margin: 0 }}>{course.name}</h3>}>
            <Flex vertical gap={token.marginXXS}>
              <span>{course.fullName}</span>
              <span style={{ color: token.colorTextSecondary }}>Starts {formatStartDate(course.startDate)}</span>
              {course.discipline && (
                <span>
                  <Tag>{course.discipline.name}</Tag>
                </span>
              )}
            </Flex>
          </Card>
        </li>
      ))}
    </Flex>
  );
}
