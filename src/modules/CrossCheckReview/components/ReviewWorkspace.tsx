import { Alert, Col, Flex, Form, Row, Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';

import type { CourseTask } from '@/api/model';
import { MessageThread } from '@/components/cross-check/MessageThread';
import { problemDetail } from '@/hooks/problem';
import { useNotify } from '@/hooks/useNotify';

import { useReviewWork } from '../hooks/useReviewWork';
import { isReviewOpen, type ReviewFormValues } from '../utils';
import { ReviewForm } from './ReviewForm';
import { ReviewHistory } from './ReviewHistory';

interface ReviewWorkspaceProps {
  courseId: number;
  task: CourseTask;
  // The author of the solution under review, and the reviewer (the caller).
  studentGithubId: string | undefined;
  // The N of "Reviewer N" under which the author sees the caller (R7.10).
  reviewerNumber?: number;
  githubId: string;
  isActive: boolean;
  // The task select, the progress and the student select: the top of the left column.
  header: ReactNode;
  onSaved: () => void;
}

function Columns({ left, right }: { left: ReactNode; right?: ReactNode }) {
  return (
    <Row gutter={[32, 24]}>
      <Col xs={24} xl={14}>
        <Flex vertical gap={24}>
          {left}
        </Flex>
      </Col>
      <Col xs={24} xl={10}>
        {right}
      </Col>
    </Row>
  );
}

// pages.md §2: left, the selects and the review form; right, the review's history and its thread with the author.
export function ReviewWorkspace(props: ReviewWorkspaceProps) {
  if (!props.studentGithubId) return <Columns left={props.header} />;
  return <Workspace {...props} studentGithubId={props.studentGithubId} />;
}

function Workspace({
  courseId,
  task,
  studentGithubId,
  reviewerNumber,
  githubId,
  isActive,
  header,
  onSaved,
}: ReviewWorkspaceProps & {
  studentGithubId: string;
}) {
  const work = useReviewWork(courseId, task.id, task.taskId, studentGithubId);
  const notify = useNotify();
  const [form] = Form.useForm<ReviewFormValues>();
  const review = work.review;
  const unread = !!review?.messages.some((message) => !message.isReviewerRead);
  const { markRead } = work;

  useEffect(() => {
    if (review && unread) markRead(review.id).catch(() => undefined);
  }, [review, unread, markRead]);

  if (work.error) {
    return (
      <Columns
        left={
          <>
            {header}
            <Alert type="error" showIcon title={problemDetail(work.error)} />
          </>
        }
      />
    );
  }
  if (work.isLoading || work.criteriaLoading) {
    return (
      <Columns
        left={
          <>
            {header}
            <Spin description="Loading...">
              <div style={{ minHeight: 160 }} />
            </Spin>
          </>
        }
      />
    );
  }
  const send = async (content: string) => {
    try {
      await work.sendMessage(content);
    } catch (error) {
      notify.error(error);
      throw error;
    }
  };
  return (
    <Columns
      left={
        <>
          {header}
          <ReviewForm
            key={`${studentGithubId}-${review?.history.length ?? 0}`}
            form={form}
            task={task}
            criteria={work.criteria}
            review={review}
            githubId={githubId}
            reviewerNumber={reviewerNumber}
            canSubmit={isActive && isReviewOpen(task, Date.now())}
            onSubmit={async (input) => {
              await work.submit(input);
              onSaved();
            }}
          />
        </>
      }
      right={
        <Flex vertical gap={32}>
          <ReviewHistory
            history={review?.history ?? []}
            maxScore={task.maxScore}
            onCopy={(comment) => {
              form.setFieldValue('comment', comment);
              notify.success('The comment was copied to the form.');
            }}
          />
          {review && (
            <MessageThread
              messages={review.messages}
              names={{ reviewer: 'You', student: studentGithubId }}
              onSend={isActive ? send : undefined}
            />
          )}
        </Flex>
      }
    />
  );
}
