import { Alert, DatePicker, Empty, Flex, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';

import { problemDetail } from '@/hooks/problem';

import { useAggregateStatistics } from '../hooks/useAggregateStatistics';
import { CardsSkeleton } from './CardsSkeleton';
import { StatsCards } from './StatsCards';

const NO_DATA = 'No data available.';

// pages.md §11: the admin's "Timeline": the courses that start in the chosen year, summed (rules.md R21.3).
export function TimelineStatistics() {
  const [year, setYear] = useState<number>();
  const { courses, data, error, isLoading } = useAggregateStatistics(year);
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Courses Statistics
        </Typography.Title>
        <DatePicker
          picker="year"
          aria-label="Year"
          placeholder="Select a year"
          onChange={(value: Dayjs | null) => setYear(value ? value.year() : undefined)}
        />
      </Flex>
      {error ? (
        <Alert type="error" showIcon title={problemDetail(error)} />
      ) : year === undefined ? (
        <Empty description={NO_DATA} />
      ) : isLoading || !data || !courses ? (
        <CardsSkeleton />
      ) : courses.length === 0 ? (
        <Empty description={NO_DATA} />
      ) : (
        <>
          <Flex wrap gap={8} aria-label="Courses">
            {courses.map((course) => (
              <Tag key={course.id}>{course.name}</Tag>
            ))}
          </Flex>
          <StatsCards key={year} data={data} />
        </>
      )}
    </Flex>
  );
}
