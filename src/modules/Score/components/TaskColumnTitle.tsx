import { Button, Popover, Space, Typography } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';

import type { CourseTask } from '@/api/model';

import { formatDateTime, viewerTimeZone } from '../utils';

// pages.md §11: a task column's header links to the description; "?" tells weight, deadline and max score.
export function TaskColumnTitle({ courseTask }: { courseTask: CourseTask }) {
  // antd repeats every title in a hidden row that measures the columns (aria-hidden); a link or button there would be
  // focusable yet hidden from assistive technology (pages.md §15), so that copy is plain text.
  const ref = useRef<HTMLSpanElement>(null);
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => setHidden(!!ref.current?.closest('[aria-hidden="true"]')), []);
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
    <span ref={ref}>
      {hidden ? (
        `${courseTask.name} ?`
      ) : (
        <Space size={4}>
          {courseTask.descriptionUrl ? (
            <Typography.Link href={courseTask.descriptionUrl} target="_blank" rel="noreferrer">
              {courseTask.name}
            </Typography.Link>
          ) : (
            <span>{courseTask.name}</span>
          )}
          <Popover content={details} title={courseTask.name}>
            <Button
              size="small"
              type="text"
              aria-label={`About ${courseTask.name}`}
              onClick={(e) => e.stopPropagation()}
            >
              ?
            </Button>
          </Popover>
        </Space>
      )}
    </span>
  );
}
