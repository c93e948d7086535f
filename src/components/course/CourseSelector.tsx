import { Select, theme } from 'antd';

import type { Course } from '@/api/model';
import { courseOptionLabel, sortCoursesForSelector } from '@/hooks/active-course';

interface CourseSelectorProps {
  course: Course | undefined;
  courses: Course[];
  onChange: (course: Course) => void;
}

// pages.md §1: searchable; completed courses last, marked "(Archived)" and greyed (the secondary text token: the tertiary
// one falls below WCAG AA contrast, §15).
export function CourseSelector({ course, courses, onChange }: CourseSelectorProps) {
  const { token } = theme.useToken();
  const options = sortCoursesForSelector(courses).map((item) => ({
    value: item.id,
    label: courseOptionLabel(item),
    className: item.completed ? 'course-option-archived' : undefined,
    style: item.completed ? { color: token.colorTextSecondary } : undefined,
  }));
  return (
    <Select
      aria-label="Select course"
      showSearch={{ optionFilterProp: 'label' }}
      value={course?.id}
      options={options}
      placeholder="Select course"
      style={{ minWidth: 200, maxWidth: '100%' }}
      popupMatchSelectWidth={false}
      onChange={(id: number) => {
        const next = courses.find((item) => item.id === id);
        if (next) onChange(next);
      }}
    />
  );
}
