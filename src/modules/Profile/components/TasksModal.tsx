import { Modal, Typography } from 'antd';

import type { StudentStats } from '@/api/model';

// pages.md §7 Student Statistics: the tasks of one course with score and comment.
export function TasksModal({ stat, onClose }: { stat: StudentStats; onClose: () => void }) {
  return (
    <Modal title={`Tasks of ${stat.course.name}`} open footer={null} onCancel={onClose}>
      <ul style={{ paddingLeft: 16 }}>
        {stat.tasks.map((task) => (
          <li key={task.courseTaskId}>
            {task.name}: {task.score ?? '–'} / {task.maxScore}
            {task.comment && <Typography.Paragraph type="secondary">{task.comment}</Typography.Paragraph>}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
