import { Select } from 'antd';
import { useCallback, useState } from 'react';

import type { StudentSearchItem } from '@/api/model';
import { searchCourseStudents } from '@/api/course-students';
import { useTextSearch } from '@/hooks/useTextSearch';

interface CourseStudentSelectProps {
  courseId: number;
  // Set by Form.Item: the label points at this id.
  id?: string;
  value?: string;
  onChange?: (githubId: string | undefined, student?: StudentSearchItem) => void;
  // Only students passing this test are offered (a mentor's own mentees).
  accept?: (student: StudentSearchItem) => boolean;
}

const studentLabel = (student: StudentSearchItem) =>
  `${student.name} (${student.githubId})${student.mentor ? ` · mentor ${student.mentor.githubId}` : ''}`;

// One active student of the course, by login or name prefix (access.md §28 GET .../students/search/{searchText}).
// No placeholder: antd's placeholder grey fails WCAG contrast; the field's label says what to type.
export function CourseStudentSelect({ courseId, id, value, onChange, accept }: CourseStudentSelectProps) {
  const find = useCallback((text: string) => searchCourseStudents(courseId, text), [courseId]);
  const { results, searching, search } = useTextSearch(find);
  const [chosen, setChosen] = useState<StudentSearchItem>();
  const offered = accept ? results.filter(accept) : results;
  const options = [...offered, ...(chosen && !offered.some((s) => s.githubId === chosen.githubId) ? [chosen] : [])];
  return (
    <Select<string>
      id={id}
      value={value}
      allowClear
      onChange={(githubId) => {
        const student = options.find((item) => item.githubId === githubId);
        setChosen(student);
        onChange?.(githubId, student);
      }}
      options={options.map((student) => ({ value: student.githubId, label: studentLabel(student) }))}
      showSearch={{ onSearch: search, filterOption: false }}
      loading={searching}
      notFoundContent={searching ? 'Searching...' : 'Type a GitHub login or a name'}
    />
  );
}
