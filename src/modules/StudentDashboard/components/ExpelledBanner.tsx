import { Alert, Button } from 'antd';
import { useState } from 'react';

import { rejoinCourse } from '@/api/courses';
import { useNotify } from '@/hooks/useNotify';

interface ExpelledBannerProps {
  courseId: number;
  selfExpelled: boolean;
  onRejoined: () => void;
}

// pages.md §2: an expelled student reads his results; one who left by himself may come back (R13.3).
export function ExpelledBanner({ courseId, selfExpelled, onRejoined }: ExpelledBannerProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const rejoin = async () => {
    setBusy(true);
    try {
      await rejoinCourse(courseId);
      onRejoined();
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      title="You are not an active student of this course"
      action={
        selfExpelled && (
          <Button loading={busy} onClick={() => void rejoin()}>
            Back to Course
          </Button>
        )
      }
    />
  );
}
