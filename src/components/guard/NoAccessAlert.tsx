import { Alert } from 'antd';

// pages.md §0.2: ?course= set but not equal to the resolved course.
export function NoAccessAlert() {
  return (
    <Alert
      type="error"
      showIcon
      title="No Access"
      description="You probably do not participate in the course. Please register or choose another course."
      style={{ margin: 16 }}
    />
  );
}
