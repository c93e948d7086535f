import { Alert, Flex, Modal, Skeleton, Typography } from 'antd';

import { useGetMentorCourseOptions } from '@/api/mentors';
import { confirmMentor } from '@/api/mentor-registry';
import type { Course, MentorOptionsInput } from '@/api/model';
import { MentorOptionsForm } from '@/components/mentor-options/MentorOptionsForm';
import { problemDetail } from '@/hooks/problem';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useNotify } from '@/hooks/useNotify';
import { useSession } from '@/hooks/useSession';

// The options a mentor without saved ones starts from (the confirm page's defaults).
const DEFAULTS = { maxStudentsLimit: 2, preferedStudentsLocation: 'any' } as const;

interface MentorOptionsModalProps {
  onClose: () => void;
}

// pages.md §3 "/course/mentor/interviews" → "Registration period": the mentoring options (max students, preferred
// location, pre-chosen students) the stage distribution reads (R10.5); saved through POST
// /course/{courseId}/mentors/me (access.md §6), prefilled from GET /mentors/{mentorId}/course/{courseId}/options.
export function MentorOptionsModal({ onClose }: MentorOptionsModalProps) {
  // The page shows the cards only once both are loaded; the modal reads them from the SWR cache.
  const { course } = useActiveCourse();
  const { data: session } = useSession();
  if (!course || !session) return null;
  const mentorId = session.courses[String(course.id)]?.mentorId ?? null;
  return <OptionsDialog course={course} mentorId={mentorId} onClose={onClose} />;
}

function OptionsDialog({
  course,
  mentorId,
  onClose,
}: {
  course: Course;
  mentorId: number | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const current = useGetMentorCourseOptions(mentorId ?? 0, course.id, {
    swr: { enabled: mentorId !== null, revalidateOnFocus: false, shouldRetryOnError: false },
  });

  // Throws on failure: the form puts field errors on its fields and the problem's detail in a toast.
  const save = async (input: MentorOptionsInput) => {
    await confirmMentor(course.id, 'me', input);
    notify.success('Your mentoring options were saved');
    void current.mutate();
    onClose();
  };

  const mentees = current.data?.students ?? [];
  return (
    <Modal open title="Mentoring options" footer={null} onCancel={onClose} destroyOnHidden width={640}>
      {current.isLoading ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12}>
          {current.error ? (
            <Alert type="warning" showIcon title={problemDetail(current.error)} />
          ) : (
            mentees.length > 0 && (
              <Typography.Text type="secondary">
                Your students now: {mentees.map((student) => student.githubId).join(', ')}
              </Typography.Text>
            )
          )}
          <MentorOptionsForm
            course={course}
            initialValues={{
              maxStudentsLimit: current.data?.maxStudentsLimit ?? DEFAULTS.maxStudentsLimit,
              preferedStudentsLocation: current.data?.preferedStudentsLocation ?? DEFAULTS.preferedStudentsLocation,
            }}
            canPickStudents
            onConfirm={save}
            submitText="Save"
          />
        </Flex>
      )}
    </Modal>
  );
}
