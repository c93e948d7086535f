import AmazonOutlined from '@ant-design/icons/AmazonOutlined';
import AndroidOutlined from '@ant-design/icons/AndroidOutlined';
import AppleOutlined from '@ant-design/icons/AppleOutlined';
import CloudOutlined from '@ant-design/icons/CloudOutlined';
import CodeOutlined from '@ant-design/icons/CodeOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import DockerOutlined from '@ant-design/icons/DockerOutlined';
import Html5Outlined from '@ant-design/icons/Html5Outlined';
import JavaOutlined from '@ant-design/icons/JavaOutlined';
import JavaScriptOutlined from '@ant-design/icons/JavaScriptOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import PythonOutlined from '@ant-design/icons/PythonOutlined';
import { Flex } from 'antd';
import type { ReactNode } from 'react';

import { COURSE_LOGOS, type CourseLogoName } from '../constants';

const LOGO_ICONS: Record<CourseLogoName, ReactNode> = {
  javascript: <JavaScriptOutlined />,
  html: <Html5Outlined />,
  nodejs: <CodeOutlined />,
  android: <AndroidOutlined />,
  ios: <AppleOutlined />,
  aws: <AmazonOutlined />,
  cloud: <CloudOutlined />,
  python: <PythonOutlined />,
  java: <JavaOutlined />,
  docker: <DockerOutlined />,
  database: <DatabaseOutlined />,
  mobile: <MobileOutlined />,
};

const isLogoName = (logo: string): logo is CourseLogoName => logo in LOGO_ICONS;

// pages.md §5: the course logo is one of a fixed set of icons, always shown with its name (§15: never icon only).
export function CourseLogo({ logo }: { logo: string | null }) {
  if (!logo) return <>–</>;
  return (
    <Flex gap={6} align="center">
      {isLogoName(logo) && LOGO_ICONS[logo]}
      <span>{isLogoName(logo) ? COURSE_LOGOS[logo] : logo}</span>
    </Flex>
  );
}

export const courseLogoOptions = (Object.keys(COURSE_LOGOS) as CourseLogoName[]).map((logo) => ({
  value: logo,
  label: <CourseLogo logo={logo} />,
  title: COURSE_LOGOS[logo],
}));
