import { useEffect, useState } from 'react';

import { searchCourseStudents } from '@/api/course-students';
import type { StudentSearchItem } from '@/api/model';

const SEARCH_DELAY_MS = 300;
const NOBODY: StudentSearchItem[] = [];

// Debounced search of the course's active students without a mentor; only the latest text's answer is kept.
export function useStudentSearch(courseId: number) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<StudentSearchItem[]>(NOBODY);

  useEffect(() => {
    const needle = text.trim();
    if (!needle) return;
    let current = true;
    const timer = setTimeout(() => {
      searchCourseStudents(courseId, needle, { onlyStudentsWithoutMentorShown: 'true' })
        .catch(() => NOBODY)
        .then((students) => {
          if (current) setResults(students);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [courseId, text]);

  return { results: text.trim() ? results : NOBODY, search: setText };
}
