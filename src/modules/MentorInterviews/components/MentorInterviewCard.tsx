import { Alert, Button, Card, Flex, List, Typography } from 'antd';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';

import { formatDateTime } from '@/components/form/date-time';

import { useDismissed } from '../hooks/useDismissed';

import { InterviewStudentRow, type MentorPairView } from './InterviewStudentRow';
import { TransferModal } from './TransferModal';

// The options form (and its student search) loads only when the mentor opens it (DESIGN.md "Performance").
const MentorOptionsModal = dynamic(() => import('./MentorOptionsModal').then((mod) => mod.MentorOptionsModal));

export interface MentorInterviewView {
  id: number;
  name: string;
  isStage: boolean;
  description: string | null;
  descriptionUrl: string | null;
  startDate: string;
  endDate: string;
  registrationStart: string;
  pairs: MentorPairView[];
}

interface MentorInterviewCardProps {
  interview: MentorInterviewView;
  courseId: number;
  courseAlias: string;
  timeZone: string;
  now: number;
  onReject: (pair: MentorPairView) => Promise<unknown>;
  onTransfer: (pairId: number, interviewerGithubId: string) => Promise<unknown>;
}

function DismissibleAlert({
  storageKey,
  title,
  description,
}: {
  storageKey: string;
  title: string;
  description: ReactNode;
}) {
  const [dismissed, dismiss] = useDismissed(storageKey);
  if (dismissed) return null;
  return (
    <Alert
      type="info"
      showIcon
      closable={{ onClose: dismiss, 'aria-label': `Dismiss "${title}"` }}
      title={title}
      description={description}
    />
  );
}

// pages.md §3 "/course/mentor/interviews": one interview the mentor interviews for, with its alerts, the summary, "Add
// student" (the wait list), "Transfer student" and a row per student.
export function MentorInterviewCard(props: MentorInterviewCardProps) {
  const { interview, courseId, courseAlias, timeZone, now, onReject, onTransfer } = props;
  const [transferring, setTransferring] = useState(false);
  const [settingOptions, setSettingOptions] = useState(false);
  const course = encodeURIComponent(courseAlias);
  const waitList = `/course/mentor/interview-wait-list?course=${course}&interviewId=${interview.id}`;
  const type = interview.isStage ? 'stage-interview' : 'interview';
  const completed = interview.pairs.filter((pair) => pair.isCompleted).length;
  const open = Date.parse(interview.registrationStart) <= now && now <= Date.parse(interview.endDate);
  const transferable = interview.pairs.filter((pair) => !pair.isCompleted);
  return (
    <Card
      title={interview.name}
      extra={
        interview.descriptionUrl && (
          <a href={interview.descriptionUrl} target="_blank" rel="noreferrer noopener">
            Read more
          </a>
        )
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          {formatDateTime(interview.startDate)} – {formatDateTime(interview.endDate)} ({timeZone})
        </Typography.Text>
        {interview.description && <Typography.Paragraph>{interview.description}</Typography.Paragraph>}
        {interview.isStage && open && (
          <DismissibleAlert
            storageKey={`interviews-alert-registration-${interview.id}`}
            title="Registration period"
            description={
              <>
                Students are registering for the technical screening now. Make sure your mentoring options (how many
                students, where from, whom you pre-chose) are up to date:{' '}
                {/* Opens a dialog, so a button styled as a link. */}
                <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setSettingOptions(true)}>
                  Set your mentoring options
                </Button>
              </>
            }
          />
        )}
        {open && (
          <DismissibleAlert
            storageKey={`interviews-alert-more-${interview.id}`}
            title="Do you want to interview more students?"
            description={<Link href={waitList}>Pick students from the wait list</Link>}
          />
        )}
        <Typography.Text strong>
          Interviewed students {completed} ({interview.pairs.length})
        </Typography.Text>
        <Flex gap={8} wrap>
          <Button href={waitList}>Add student</Button>
          <Button onClick={() => setTransferring(true)} disabled={!transferable.length}>
            Transfer student
          </Button>
        </Flex>
        <List
          dataSource={interview.pairs}
          locale={{ emptyText: 'No students yet' }}
          renderItem={(pair) => (
            <InterviewStudentRow
              pair={pair}
              feedbackHref={`/course/interview/${type}/feedback?course=${course}&pairId=${pair.id}`}
              onReject={interview.isStage ? undefined : onReject}
            />
          )}
        />
      </Flex>
      {transferring && (
        <TransferModal
          courseId={courseId}
          interviewName={interview.name}
          pairs={transferable}
          onTransfer={onTransfer}
          onClose={() => setTransferring(false)}
        />
      )}
      {settingOptions && <MentorOptionsModal onClose={() => setSettingOptions(false)} />}
    </Card>
  );
}
