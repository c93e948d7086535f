import { Card, Flex, Skeleton, Tabs } from 'antd';
import dynamic from 'next/dynamic';

import type { useSubmitScores } from '../hooks/useSubmitScores';
import { SubmitResult } from './SubmitResult';

// The antd Upload and Form load in their own chunks.
const CsvUploadForm = dynamic(() => import('./CsvUploadForm').then((mod) => mod.CsvUploadForm), {
  loading: () => <Skeleton active />,
});
const ManualEntryForm = dynamic(() => import('./ManualEntryForm').then((mod) => mod.ManualEntryForm), {
  loading: () => <Skeleton active />,
});

// pages.md §4 "/course/submit-scores": the "Upload CSV" and "Manual Entry" tabs and the result of the last upload.
export function SubmitScoresTabs({ scores }: { scores: ReturnType<typeof useSubmitScores> }) {
  return (
    <Flex vertical gap={16}>
      <Tabs
        onChange={scores.clear}
        items={[
          {
            key: 'csv',
            label: 'Upload CSV',
            children: (
              <CsvUploadForm courseTasks={scores.courseTasks} submitting={scores.submitting} onSubmit={scores.submit} />
            ),
          },
          {
            key: 'manual',
            label: 'Manual Entry',
            children: (
              <ManualEntryForm
                courseTasks={scores.courseTasks}
                submitting={scores.submitting}
                onSubmit={(byTask) => scores.submit(byTask)}
              />
            ),
          },
        ]}
      />
      {scores.summary && (
        <Card title="Result">
          <SubmitResult summary={scores.summary} />
        </Card>
      )}
    </Flex>
  );
}
