import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';

import type { CourseStudent } from '@/api/model';

import type { CertificateActions } from '../hooks/useCertificateActions';

interface StudentCertificateProps {
  student: CourseStudent;
  canIssue: boolean;
  canRemove: boolean;
  actions: Pick<CertificateActions, 'issue' | 'remove'>;
  onChange: (student: CourseStudent) => void;
}

// pages.md §4 drawer: "Issue Certificate" (manager) and "Remove Certificate" (admin, after a confirmation); the
// certificate itself opens on its public page.
export function StudentCertificate({ student, canIssue, canRemove, actions, onChange }: StudentCertificateProps) {
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The action's toast told what went wrong; the drawer stays as it was.
    } finally {
      setBusy(false);
    }
  };
  const { certificate } = student;
  if (!certificate) {
    if (!canIssue) return <Typography.Text>No certificate</Typography.Text>;
    return (
      <Button
        icon={<SafetyCertificateOutlined />}
        loading={busy}
        onClick={() =>
          act(async () => {
            const issued = await actions.issue(student.githubId);
            onChange({ ...student, certificate: { publicId: issued.publicId } });
          })
        }
      >
        Issue Certificate
      </Button>
    );
  }
  return (
    <Flex gap={8} wrap align="center">
      <a href={`/certificate/${certificate.publicId}`} target="_blank" rel="noopener noreferrer">
        View certificate
      </a>
      {canRemove && (
        <Popconfirm
          title={`Remove the certificate of ${student.githubId}?`}
          description="Its public link stops working. A new certificate can be issued later."
          okText="Remove"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            act(async () => {
              await actions.remove(student.id, student.githubId);
              onChange({ ...student, certificate: null });
            })
          }
        >
          <Button danger loading={busy}>
            Remove Certificate
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
