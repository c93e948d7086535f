import { Flex, Layout, theme } from 'antd';
import dynamic from 'next/dynamic';
import Link from 'next/link';

import { ThemeSwitch } from '@/components/ThemeSwitch';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { HeaderBanners } from './HeaderBanners';

// Select, Dropdown and Menu load in their own chunks: the header must not weigh on every first load.
const CourseSelector = dynamic(() => import('@/components/course/CourseSelector').then((mod) => mod.CourseSelector));
const UserMenu = dynamic(() => import('./UserMenu').then((mod) => mod.UserMenu));
const CourseMenu = dynamic(() => import('@/components/menu/CourseMenu').then((mod) => mod.CourseMenu));

interface AppHeaderProps {
  title: string;
  courseBound?: boolean;
}

// pages.md §0.4: logo left, page title (+ course) centre, theme switch and user menu right; on course pages the course
// menu below.
export function AppHeader({ title, courseBound }: AppHeaderProps) {
  const { token } = theme.useToken();
  const { data: session } = useSession();
  const { course, courses, setActiveCourse } = useActiveCourse({ enabled: !!session && courseBound });
  return (
    <Layout.Header
      className="no-print"
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        height: 'auto',
        lineHeight: 'normal',
        padding: `${token.paddingXS}px ${token.padding}px`,
      }}
    >
      <Flex align="center" justify="space-between" gap={token.marginSM} wrap>
        <Flex align="center" gap={token.marginSM}>
          <Link href="/" aria-label="RS School App home">
            <img src="/images/logo-rs.svg" alt="RS School" width={48} height={48} />
          </Link>
          <HeaderBanners />
        </Flex>
        <Flex className="app-header-title" align="center" justify="center" gap={token.marginSM} wrap flex="1 1 auto">
          <h1 style={{ fontSize: token.fontSizeHeading4, margin: 0, color: token.colorTextHeading }}>{title}</h1>
          {courseBound && course && (
            <>
              <span style={{ color: token.colorTextSecondary }}>{course.name}</span>
              <CourseSelector course={course} courses={courses} onChange={setActiveCourse} />
            </>
          )}
        </Flex>
        <Flex align="center" gap={token.marginXS}>
          <ThemeSwitch />
          {session && <UserMenu session={session} />}
        </Flex>
      </Flex>
      {courseBound && session && course && <CourseMenu session={session} course={course} />}
    </Layout.Header>
  );
}
