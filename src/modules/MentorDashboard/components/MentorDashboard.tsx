import { Alert, Button, Input, Skeleton, Space, Tabs } from 'antd';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';

import type { MentorDashboardItem, MentorDashboardStatus } from '@/api/model';
import { FILTER_TEXT_MAX_LENGTH } from '@/components/table/ColumnSearch';
import { problemDetail } from '@/hooks/problem';

import { useMentorDashboard } from '../hooks/useMentorDashboard';
import { browserTimeZone, countByStatus, matchesStudent, TABS } from '../utils';

// The antd Table, the review modal and the Steps load in their own chunks (DESIGN.md "Performance").
const ReviewTable = dynamic(() => import('./ReviewTable').then((mod) => mod.ReviewTable), {
  loading: () => <Skeleton active />,
});
const SubmitReviewModal = dynamic(() => import('./SubmitReviewModal').then((mod) => mod.SubmitReviewModal));
const WhatsNext = dynamic(() => import('./WhatsNext').then((mod) => mod.WhatsNext));

interface MentorDashboardProps {
  courseId: number;
  mentorId: number;
  discordServerId: number | null;
}

export function MentorDashboard({ courseId, mentorId, discordServerId }: MentorDashboardProps) {
  const { items, isLoading, error, refresh, takeRandomTask, taking } = useMentorDashboard(mentorId, courseId);
  const [tab, setTab] = useState<MentorDashboardStatus>('in-review');
  const [search, setSearch] = useState('');
  const [reviewing, setReviewing] = useState<MentorDashboardItem>();
  const timeZone = useMemo(browserTimeZone, []);
  const [now] = useState(() => new Date());
  const counts = countByStatus(items);
  const shown = items.filter((item) => item.status === tab && matchesStudent(item, search));

  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  const empty = !isLoading && items.length === 0;

  return (
    <>
      {empty && <WhatsNext courseId={courseId} discordServerId={discordServerId} />}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as MentorDashboardStatus)}
        items={TABS.map(({ key, label }) => ({ key, label: `${label} (${counts[key]})` }))}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label="Search student"
          placeholder="Search student"
          maxLength={FILTER_TEXT_MAX_LENGTH}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 260 }}
        />
        {tab === 'random-task' && (
          <Button type="primary" loading={taking} onClick={() => void takeRandomTask()}>
            Review random task
          </Button>
        )}
      </Space>
      <ReviewTable items={shown} loading={isLoading} timeZone={timeZone} now={now} onSubmit={setReviewing} />
      {reviewing && (
        <SubmitReviewModal
          courseId={courseId}
          item={reviewing}
          onClose={() => setReviewing(undefined)}
          onSubmitted={() => {
            setReviewing(undefined);
            refresh();
          }}
        />
      )}
    </>
  );
}
