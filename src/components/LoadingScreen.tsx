import { Spin } from 'antd';

// pages.md §0.3: full-screen spinner with "Loading..." while session and course resolve.
export function LoadingScreen() {
  return <Spin fullscreen size="large" description="Loading..." />;
}
