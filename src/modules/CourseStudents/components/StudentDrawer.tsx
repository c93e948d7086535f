import { Button, Descriptions, Divider, Drawer, Flex, Form, Input, Popconfirm, Switch, Typography } from 'antd';
import { useState } from 'react';

import type { CourseStudent } from '@/api/model';
import { CourseMentorSelect } from '@/components/course/CourseMentorSelect';

import type { CertificateActions } from '../hooks/useCertificateActions';
import { locationOf, personLabel } from '../utils';
import { StudentCertificate } from './StudentCertificate';

export type StudentDrawerActions = {
  expel: (githubId: string, reason: string) => Promise<unknown>;
  restore: (githubId: string) => Promise<unknown>;
  changeMentor: (githubId: string, mentorGithubId: string | null) => Promise<{ mentor: CourseStudent['mentor'] }>;
  setMentoring: (githubId: string, mentoring: boolean) => Promise<unknown>;
};

interface StudentDrawerProps {
  courseId: number;
  student: CourseStudent;
  open: boolean;
  canChangeMentor: boolean;
  canSetAvailability: boolean;
  actions: StudentDrawerActions;
  certificate: { canIssue: boolean; canRemove: boolean; actions: Pick<CertificateActions, 'issue' | 'remove'> };
  onChange: (student: CourseStudent) => void;
  onClose: () => void;
}

const ignore = () => undefined;

// pages.md §4 "/course/admin/students" drawer "<name>, <githubId>": the certificate, Expel (reason) / Restore, Change
// Mentor, Mentoring availability.
export function StudentDrawer(props: StudentDrawerProps) {
  const { courseId, student, open, canChangeMentor, canSetAvailability, actions, certificate, onChange, onClose } =
    props;
  const [reasonForm] = Form.useForm<{ reason: string }>();
  const [mentorGithubId, setMentorGithubId] = useState<string>();
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
  const expel = async () => {
    // A missing reason shows on the field; nothing is sent.
    const values = await reasonForm.validateFields().catch(() => undefined);
    if (!values) return;
    const { reason } = values;
    await act(async () => {
      await actions.expel(student.githubId, reason);
      reasonForm.resetFields();
      onChange({ ...student, isActive: false, mentor: null, expellingReason: reason.trim() });
    });
  };
  const setMentor = (githubId: string | null) =>
    act(async () => {
      const result = await actions.changeMentor(student.githubId, githubId);
      setMentorGithubId(undefined);
      onChange({ ...student, mentor: result.mentor });
    });

  return (
    <Drawer title={`${student.name}, ${student.githubId}`} open={open} onClose={onClose} size={480} destroyOnHidden>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Status">{student.isActive ? 'Active' : 'Inactive'}</Descriptions.Item>
        {!student.isActive && student.expellingReason && (
          <Descriptions.Item label="Reason">{student.expellingReason}</Descriptions.Item>
        )}
        <Descriptions.Item label="Mentor">
          {student.mentor ? personLabel(student.mentor) : 'No mentor'}
        </Descriptions.Item>
        <Descriptions.Item label="Total score">{student.totalScore}</Descriptions.Item>
        <Descriptions.Item label="Rank">{student.rank ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Location">{locationOf(student) || '—'}</Descriptions.Item>
      </Descriptions>
      <Divider />
      <Typography.Title level={5}>Certificate</Typography.Title>
      <StudentCertificate
        student={student}
        canIssue={certificate.canIssue}
        canRemove={certificate.canRemove}
        actions={certificate.actions}
        onChange={onChange}
      />
      <Divider />
      {student.isActive ? (
        <Form form={reasonForm} layout="vertical" requiredMark="optional" onFinish={ignore}>
          <Form.Item
            name="reason"
            label="Reason for expelling"
            rules={[{ required: true, whitespace: true, message: 'Enter the reason' }]}
          >
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
          <Popconfirm
            title={`Expel ${student.githubId} from the course?`}
            okText="Expel"
            okButtonProps={{ danger: true }}
            onConfirm={expel}
          >
            <Button danger loading={busy}>
              Expel
            </Button>
          </Popconfirm>
        </Form>
      ) : (
        <Popconfirm
          title={`Restore ${student.githubId} as an active student?`}
          okText="Restore"
          onConfirm={() =>
            act(async () => {
              await actions.restore(student.githubId);
              onChange({ ...student, isActive: true, expellingReason: null, mentoring: true });
            })
          }
        >
          <Button type="primary" loading={busy}>
            Restore
          </Button>
        </Popconfirm>
      )}
      {canChangeMentor && student.isActive && (
        <>
          <Divider />
          <Typography.Title level={5}>Change Mentor</Typography.Title>
          <Flex vertical gap={8}>
            <label htmlFor="student-drawer-mentor">New mentor</label>
            <CourseMentorSelect
              id="student-drawer-mentor"
              courseId={courseId}
              value={mentorGithubId}
              onChange={setMentorGithubId}
            />
            <Flex gap={8} wrap>
              <Button
                type="primary"
                disabled={!mentorGithubId}
                loading={busy}
                onClick={() => mentorGithubId && setMentor(mentorGithubId)}
              >
                Save Mentor
              </Button>
              {student.mentor && (
                <Popconfirm
                  title={`Unassign ${student.mentor.githubId}?`}
                  okText="Unassign"
                  onConfirm={() => setMentor(null)}
                >
                  <Button loading={busy}>Unassign Mentor</Button>
                </Popconfirm>
              )}
            </Flex>
          </Flex>
        </>
      )}
      {canSetAvailability && (
        <>
          <Divider />
          <Flex gap={8} align="center">
            <Switch
              id="student-drawer-mentoring"
              checked={student.mentoring}
              loading={busy}
              onChange={(mentoring) =>
                act(async () => {
                  await actions.setMentoring(student.githubId, mentoring);
                  onChange({ ...student, mentoring });
                })
              }
            />
            <label htmlFor="student-drawer-mentoring">Mentoring availability</label>
          </Flex>
        </>
      )}
    </Drawer>
  );
}
