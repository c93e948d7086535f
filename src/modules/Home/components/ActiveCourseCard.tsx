import { Card, Flex, Tag, theme } from 'antd';

import type { Course } from '@/api/model';
import { COURSE_ROLE_LABELS, type CourseRole } from '@/hooks/session-roles';

import { formatCourseDate } from '../utils';

interface ActiveCourseCardProps {
  course: Course;
  roles: CourseRole[];
  isAdmin: boolean;
}

export function ActiveCourseCard({ course, roles, isAdmin }: ActiveCourseCardProps) {
  const { token } = theme.useToken();
  const term = { color: token.colorTextSecondary, margin: 0 };
  const value = { margin: `0 0 ${token.marginXS}px` };
  return (
    <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{course.fullName}</h2>}>
      <dl style={{ margin: 0 }}>
        <dt style={term}>Start</dt>
        <dd style={value}>{formatCourseDate(course.startDate)}</dd>
        <dt style={term}>End</dt>
        <dd style={value}>{formatCourseDate(course.endDate)}</dd>
        <dt style={term}>Your roles</dt>
        <dd style={value}>
          <Flex wrap gap={4}>
            {isAdmin && <Tag>Admin</Tag>}
            {roles.map((role) => (
              <Tag key={role}>{COURSE_ROLE_LABELS[role]}</Tag>
            ))}
            {!isAdmin && roles.length === 0 && <span>None</span>}
          </Flex>
        </dd>
      </dl>
      {course.completed && <Tag>Archived</Tag>}
    </Card>
  );
}
