import { Flex, Spin } from 'antd';

// pages.md §14 "Registration": a form spinner while the data loads.
export function LoadingBlock() {
  return (
    <Flex justify="center" style={{ padding: 48 }} role="status" aria-label="Loading...">
      <Spin size="large" />
    </Flex>
  );
}
