import { useMemo } from 'react';

import {
  useGetCourseCertificatesCountries,
  useGetCourseMentorsCountries,
  useGetCourseMentorsStats,
  useGetCourseStats,
  useGetCourseStudentsCountries,
} from '@/api/course-stats';
import { useGetCourseTasks } from '@/api/course-tasks';

import type { StatsData } from '../utils';

const swr = { swr: { revalidateOnFocus: false } };

// access.md §7: the statistics of one course, requested together; data only once every part has arrived.
export function useCourseStatistics(courseId: number) {
  const students = useGetCourseStats(courseId, swr);
  const mentors = useGetCourseMentorsStats(courseId, swr);
  const studentsCountries = useGetCourseStudentsCountries(courseId, swr);
  const mentorsCountries = useGetCourseMentorsCountries(courseId, swr);
  const certificatesCountries = useGetCourseCertificatesCountries(courseId, swr);
  const tasks = useGetCourseTasks(courseId, undefined, swr);
  const parts = [students, mentors, studentsCountries, mentorsCountries, certificatesCountries, tasks];
  const error = parts.find((part) => part.error)?.error;
  const data = useMemo<StatsData | undefined>(() => {
    if (
      !students.data ||
      !mentors.data ||
      !studentsCountries.data ||
      !mentorsCountries.data ||
      !certificatesCountries.data ||
      !tasks.data
    ) {
      return undefined;
    }
    return {
      students: students.data,
      mentors: mentors.data,
      studentsCountries: studentsCountries.data.countries,
      mentorsCountries: mentorsCountries.data.countries,
      certificatesCountries: certificatesCountries.data.countries,
      tasks: tasks.data.map((task) => ({ id: task.id, name: task.name, courseId, maxScore: task.maxScore })),
    };
  }, [
    courseId,
    students.data,
    mentors.data,
    studentsCountries.data,
    mentorsCountries.data,
    certificatesCountries.data,
    tasks.data,
  ]);
  return { data, error };
}
