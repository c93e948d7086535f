import { Button, Result } from 'antd';

// pages.md §0.1: the warning shown by every role guard.
export function NoRoleResult() {
  return (
    <Result
      status="warning"
      title="You don't have required role to access this page"
      extra={
        <Button type="primary" onClick={() => window.history.back()}>
          Go Back
        </Button>
      }
    />
  );
}
