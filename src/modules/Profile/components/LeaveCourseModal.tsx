import { Checkbox, Flex, Form, Input } from 'antd';

import type { LeaveCourseInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

import { LEAVE_REASONS } from '../constants';

interface LeaveCourseModalProps {
  onClose: () => void;
  courseName: string;
  onLeave: (input: LeaveCourseInput) => Promise<void>;
}

// pages.md §7 Student Statistics: "Leave Course" asks why first (rules.md R13.3 reasons, an optional comment).
export function LeaveCourseModal({ courseName, onLeave, onClose }: LeaveCourseModalProps) {
  const [form] = Form.useForm<LeaveCourseInput>();
  return (
    <FormModal<LeaveCourseInput>
      title={`Leave ${courseName}`}
      name="leave-course"
      open
      form={form}
      okText="Leave Course"
      danger
      onSubmit={(values) =>
        onLeave({
          reasonForLeaving: values.reasonForLeaving ?? [],
          otherComment: values.otherComment?.trim() || undefined,
        })
      }
      onClose={onClose}
    >
      <Form.Item label="Why are you leaving the course?" name="reasonForLeaving">
        <Checkbox.Group>
          <Flex vertical gap={4}>
            {LEAVE_REASONS.map((reason) => (
              <Checkbox key={reason} value={reason}>
                {reason}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Form.Item>
      <Form.Item label="Comment" name="otherComment" rules={[{ max: 2000, message: 'At most 2000 characters' }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormModal>
  );
}
