import GithubOutlined from '@ant-design/icons/GithubOutlined';
import { Button, Flex, theme } from 'antd';

import type { OpenCourse } from '@/api/model';

import { OpenCoursesList } from './OpenCoursesList';

interface SignInToRegisterProps {
  courses: OpenCourse[];
  loginHref: string;
}

// pages.md §6: an anonymous visitor sees the open courses and signs in to register.
export function SignInToRegister({ courses, loginHref }: SignInToRegisterProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.margin}>
      <h2 style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>Courses open for registration</h2>
      <OpenCoursesList courses={courses} />
      <Flex justify="center">
        <Button type="primary" size="large" icon={<GithubOutlined />} href={loginHref}>
          Sign in with GitHub to register
        </Button>
      </Flex>
    </Flex>
  );
}
