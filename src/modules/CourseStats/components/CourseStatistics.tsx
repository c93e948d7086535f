import { Alert, Flex, Segmented } from 'antd';
import { useState } from 'react';

import { problemDetail } from '@/hooks/problem';

import type { StatsData } from '../utils';
import { CardsSkeleton } from './CardsSkeleton';
import { StatsCards } from './StatsCards';
import { TimelineStatistics } from './TimelineStatistics';

type Scope = 'Current' | 'Timeline';

interface CourseStatisticsProps {
  current: { data: StatsData | undefined; error: unknown };
  // pages.md §11: admins switch between the active course and the multi-course timeline.
  canSeeTimeline: boolean;
}

// pages.md §11 "/course/stats": "Course Statistics" of the active course.
export function CourseStatistics({ current, canSeeTimeline }: CourseStatisticsProps) {
  const [scope, setScope] = useState<Scope>('Current');
  return (
    <Flex vertical gap={16}>
      {canSeeTimeline && (
        <Segmented<Scope>
          aria-label="Statistics scope"
          options={['Current', 'Timeline']}
          value={scope}
          onChange={setScope}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {scope === 'Timeline' ? (
        <TimelineStatistics />
      ) : current.error ? (
        <Alert type="error" showIcon title={problemDetail(current.error)} />
      ) : current.data ? (
        <StatsCards data={current.data} />
      ) : (
        <CardsSkeleton />
      )}
    </Flex>
  );
}
