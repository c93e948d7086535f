import { Button, Checkbox, Drawer, Flex } from 'antd';
import { useState } from 'react';

import type { CourseTask } from '@/api/model';

interface ScoreSettingsDrawerProps {
  open: boolean;
  courseTasks: CourseTask[];
  hidden: string[];
  onSave: (hidden: string[]) => void;
  onClose: () => void;
}

// pages.md §11 "Score settings": a checkbox per task column, All / None / Cancel / Save.
export function ScoreSettingsDrawer({ open, courseTasks, hidden, onSave, onClose }: ScoreSettingsDrawerProps) {
  const ids = courseTasks.map((courseTask) => String(courseTask.id));
  const [visible, setVisible] = useState<string[]>(() => ids.filter((id) => !hidden.includes(id)));
  return (
    <Drawer
      title="Score settings"
      open={open}
      onClose={onClose}
      footer={
        <Flex gap={8} justify="space-between">
          <Flex gap={8}>
            <Button onClick={() => setVisible(ids)}>All</Button>
            <Button onClick={() => setVisible([])}>None</Button>
          </Flex>
          <Flex gap={8}>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              type="primary"
              onClick={() => {
                onSave(ids.filter((id) => !visible.includes(id)));
                onClose();
              }}
            >
              Save
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Checkbox.Group value={visible} onChange={(values) => setVisible(values.map(String))}>
        <Flex vertical gap={8}>
          {courseTasks.map((courseTask) => (
            <Checkbox key={courseTask.id} value={String(courseTask.id)}>
              {courseTask.name}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    </Drawer>
  );
}
