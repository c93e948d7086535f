import { Empty, Select, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

import { useGetTaskPerformance } from '@/api/course-stats';

import { PERFORMANCE_BANDS, performanceSlices, taskLabel, type StatsTask } from '../utils';
import { StatCard } from './StatCard';

const PerformanceDonut = dynamic(() => import('./charts/PerformanceDonut').then((mod) => mod.PerformanceDonut), {
  ssr: false,
  loading: () => <Skeleton.Node active style={{ width: '100%', height: 280 }} />,
});

// pages.md §11 "Task Performance": a task select and the donut of its score bands (rules.md R21.2).
export function TaskPerformanceCard({ tasks }: { tasks: readonly StatsTask[] }) {
  const [selectedKey, setSelectedKey] = useState(() => `${tasks[0]?.courseId}:${tasks[0]?.id}`);
  const task = tasks.find((item) => `${item.courseId}:${item.id}` === selectedKey) ?? tasks[0];
  const performance = useGetTaskPerformance(task?.courseId ?? 0, task?.id ?? 0, {
    swr: { revalidateOnFocus: false },
  });
  const data = performance.data;
  const summary = data
    ? `${data.totalAchievement} scores above 0: ${PERFORMANCE_BANDS.map(([key, label]) => `${label} ${data[key]}`).join(', ')}`
    : 'Loading...';
  return (
    <StatCard
      title="Task Performance"
      summary={summary}
      extra={
        <Select
          aria-label="Task"
          value={selectedKey}
          onChange={setSelectedKey}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 200 }}
          options={tasks.map((item) => ({ value: `${item.courseId}:${item.id}`, label: taskLabel(item) }))}
        />
      }
    >
      {!data ? (
        <Skeleton active />
      ) : data.totalAchievement === 0 ? (
        <Empty description="No scores for this task yet" />
      ) : (
        <PerformanceDonut slices={performanceSlices(data)} />
      )}
    </StatCard>
  );
}
