import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { Flex, Form, Select, Typography } from 'antd';

import type { CrossCheckAssignment } from '@/api/model';

interface StudentSelectProps {
  assignments: CrossCheckAssignment[];
  value: string | undefined;
  onChange: (githubId: string) => void;
}

// pages.md §2: the solutions assigned to the reviewer, reviewed ones ticked, and the chosen solution's link (R7.4).
export function StudentSelect({ assignments, value, onChange }: StudentSelectProps) {
  const chosen = assignments.find((assignment) => assignment.student.githubId === value);
  return (
    <Flex vertical gap={8}>
      <Form layout="vertical" component="div">
        <Form.Item label="Student" htmlFor="cross-check-review-student" style={{ marginBottom: 0, maxWidth: 480 }}>
          <Select
            id="cross-check-review-student"
            value={chosen?.student.githubId}
            onChange={onChange}
            placeholder="Select a solution to review"
            options={assignments.map((assignment) => ({
              value: assignment.student.githubId,
              label: (
                <Flex gap={8} align="center">
                  {assignment.student.githubId}
                  {assignment.reviewed && <CheckOutlined aria-label="reviewed" />}
                </Flex>
              ),
              title: `${assignment.student.githubId}${assignment.reviewed ? ' (reviewed)' : ''}`,
            }))}
          />
        </Form.Item>
      </Form>
      {chosen && (
        <Typography.Text>
          Solution:{' '}
          <a href={chosen.url} target="_blank" rel="noreferrer noopener">
            {chosen.url}
          </a>
        </Typography.Text>
      )}
    </Flex>
  );
}
