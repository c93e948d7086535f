import { Card, Empty } from 'antd';
import Link from 'next/link';

import type { Course, Session } from '@/api/model';
import { visibleCourseMenuItems } from '@/components/menu/course-menu-items';

// pages.md §1 Home: course links follow the header course-menu rules (§0.4).
export function CourseLinks({ session, course }: { session: Session; course: Course }) {
  const links = visibleCourseMenuItems(session, course);
  return (
    <Card size="small">
      {links.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No course pages yet" />
      ) : (
        <nav aria-label="Course pages">
          <ul style={{ margin: 0, paddingInlineStart: 20, lineHeight: 2 }}>
            {links.map((item) => (
              <li key={item.key}>
                <Link href={`${item.route}?course=${encodeURIComponent(course.alias)}`}>{item.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Card>
  );
}
