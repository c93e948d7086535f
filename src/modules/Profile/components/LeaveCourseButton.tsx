import { Button } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { LeaveCourseInput } from '@/api/model';

const LeaveCourseModal = dynamic(() => import('./LeaveCourseModal').then((mod) => mod.LeaveCourseModal));

interface LeaveCourseButtonProps {
  courseName: string;
  onLeave: (input: LeaveCourseInput) => Promise<void>;
}

// pages.md §7 Student Statistics: "Leave Course" opens the reason survey (loaded on demand).
export function LeaveCourseButton(props: LeaveCourseButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Leave Course
      </Button>
      {open && <LeaveCourseModal {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
