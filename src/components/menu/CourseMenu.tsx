import { Flex, theme } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';

import type { Course, Session } from '@/api/model';

import { visibleCourseMenuItems } from './course-menu-items';

// pages.md §0.4, the header's second row: the course pages the user's roles open (the admin sees every item). Links
// that wrap rather than a menu that folds its items away: every item stays reachable at 320 px.
export function CourseMenu({ session, course }: { session: Session; course: Course }) {
  const { token } = theme.useToken();
  const router = useRouter();
  const items = visibleCourseMenuItems(session, course);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Course menu" style={{ marginTop: token.marginXS }}>
      <Flex
        wrap
        gap={`${token.marginXXS}px ${token.margin}px`}
        component="ul"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {items.map((item) => {
          const current = router.pathname === item.route;
          return (
            <li key={item.key}>
              <Link
                href={`${item.route}?course=${encodeURIComponent(course.alias)}`}
                aria-current={current ? 'page' : undefined}
                style={{
                  display: 'inline-block',
                  padding: `${token.paddingXXS}px 0`,
                  color: current ? token.colorPrimaryText : token.colorText,
                  fontWeight: current ? token.fontWeightStrong : undefined,
                  borderBottom: `2px solid ${current ? token.colorPrimary : 'transparent'}`,
                }}
              >
                {item.name}
              </Link>
            </li>
          );
        })}
      </Flex>
    </nav>
  );
}
