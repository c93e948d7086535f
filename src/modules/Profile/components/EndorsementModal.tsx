import { Alert, Descriptions, Modal, Skeleton, Typography } from 'antd';

import { useGetEndorsement } from '@/api/profile';
import { problemDetail } from '@/hooks/problem';

// pages.md §7: the admin's "Endorsement" of a mentor (rules.md R19.6).
export function EndorsementModal({ githubId, onClose }: { githubId: string; onClose: () => void }) {
  const { data, error, isLoading } = useGetEndorsement({ githubId });
  return (
    <Modal title="Endorsement" open footer={null} onCancel={onClose}>
      {isLoading && <Skeleton active />}
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      {data && (
        <>
          <Typography.Paragraph>
            {data.summary ?? 'No summary: the endorsement prompt or the language model is not configured.'}
          </Typography.Paragraph>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'courses', label: 'Courses mentored', children: data.data.courses.length },
              { key: 'students', label: 'Students', children: data.data.studentsCount },
              { key: 'interviews', label: 'Interviews', children: data.data.interviewsCount },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
