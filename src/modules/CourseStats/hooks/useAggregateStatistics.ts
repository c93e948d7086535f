import { useMemo } from 'react';

import { useGetAggregateCourseStats } from '@/api/course-stats';

import type { StatsData } from '../utils';

// rules.md R21.3: the courses of one year summed (admin: every course), fetched once a year is chosen.
export function useAggregateStatistics(year: number | undefined) {
  const aggregate = useGetAggregateCourseStats(year ? { year } : undefined, {
    swr: { enabled: year !== undefined, revalidateOnFocus: false },
  });
  const data = useMemo<StatsData | undefined>(() => {
    const value = aggregate.data;
    if (!value) return undefined;
    return {
      students: value.studentsStats,
      mentors: value.mentorsStats,
      studentsCountries: value.studentsCountries.countries,
      mentorsCountries: value.mentorsCountries.countries,
      certificatesCountries: value.studentsCertificatesCountries.countries,
      tasks: value.courseTasks,
    };
  }, [aggregate.data]);
  return { courses: aggregate.data?.courses, data, error: aggregate.error, isLoading: aggregate.isLoading };
}
