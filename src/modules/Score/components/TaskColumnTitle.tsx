import { Button, Popover, Space, Typography } from 'antd';

import type { CourseTask } from '@/api/model';

import { formatDateTime, viewerTimeZone } from '../utils';

// pages.md §11: a task column's header links to the description; "?" tells weight, deadline and max score.
export function TaskColumnTitle({ courseTask }: { courseTask: CourseTask }) {
  const details = (
    <Space orientation="vertical" size={2}>
      <span>Weight: {courseTask.scoreWeight}</span>
      <span>
        Deadline: {formatDateTime(courseTask.studentEndDate)} ({viewerTimeZone()})
      </span>
      <span>Max score: {courseTask.maxScore}</span>
    </Space>
  );
  return (
    <Space size={4}>
      {courseTask.descriptionUrl ? (
        <Typography.Link href={courseTask.descriptionUrl} target="_blank" rel="noreferrer">
          {courseTask.name}
        </Typography.Link>
      ) : (
        <span>{courseTask.name}</span>
      )}
      <Popover content={details} title={courseTask.name}>
        <Button size="small" type="text" aria-label={`About ${courseTask.name}`} onClick={(e) => e.stopPropagation()}>
          ?
        </Button>
      </Popover>
    </Space>
  );
}
