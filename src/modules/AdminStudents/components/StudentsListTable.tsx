import { Button, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { FilterDropdownProps } from 'antd/es/table/interface';

import type { Course, StudentListCourse, StudentListItem } from '@/api/model';
import { ColumnSearch } from '@/components/table/ColumnSearch';
import { LANGUAGE_NAMES } from '@/hooks/language-names';

import { filtersFromTable, sameFilters, type StudentFilters } from '../utils';

interface StudentsListTableProps {
  students: StudentListItem[];
  courses: Course[];
  total: number;
  current: number;
  pageSize: number;
  loading: boolean;
  filters: StudentFilters;
  onPage: (current: number) => void;
  onFilters: (filters: StudentFilters) => void;
  onOpen: (student: StudentListItem) => void;
}

const courseTags = (courses: StudentListCourse[]) =>
  courses.map((course) => <Tag key={course.courseId}>{course.name}</Tag>);

// pages.md §5 "/admin/students": Student (search), Ongoing Courses (filter), Previous Courses (filter), Country, City
// (search), Languages; 20 per page, paged and filtered by the server. A row opens the student's details.
export function StudentsListTable(props: StudentsListTableProps) {
  const { students, courses, total, current, pageSize, loading, filters, onPage, onFilters, onOpen } = props;
  const search = (field: 'student' | 'country' | 'city', label: string) => ({
    filteredValue: filters[field] ? [filters[field]] : null,
    filterDropdown: (dropdown: FilterDropdownProps) => <ColumnSearch {...dropdown} field={label} />,
  });
  const courseFilter = (field: 'ongoingCourses' | 'previousCourses', options: Course[]) => ({
    filters: options.map((course) => ({ text: course.name, value: course.id })),
    filteredValue: filters[field]?.length ? filters[field] : null,
    filterSearch: true,
  });
  const columns: TableColumnsType<StudentListItem> = [
    {
      title: 'Student',
      key: 'name',
      ...search('student', 'Student'),
      render: (_, student) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(student)}>
          {student.name === student.githubId ? student.githubId : `${student.name} (${student.githubId})`}
        </Button>
      ),
    },
    {
      title: 'Ongoing Courses',
      key: 'onGoingCourses',
      ...courseFilter(
        'ongoingCourses',
        courses.filter((course) => !course.completed),
      ),
      render: (_, student) => courseTags(student.onGoingCourses),
    },
    {
      title: 'Previous Courses',
      key: 'previousCourses',
      ...courseFilter('previousCourses', courses),
      render: (_, student) => courseTags(student.previousCourses),
    },
    { title: 'Country', key: 'countryName', ...search('country', 'Country'), render: (_, s) => s.countryName ?? '' },
    { title: 'City', key: 'cityName', ...search('city', 'City'), render: (_, s) => s.cityName ?? '' },
    {
      title: 'Languages',
      key: 'languages',
      render: (_, student) => student.languages.map((language) => LANGUAGE_NAMES[language]).join(', '),
    },
  ];
  return (
    <Table<StudentListItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={students}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={{ current, pageSize, total, showSizeChanger: false, hideOnSinglePage: true }}
      onChange={(next, tableFilters) => {
        const nextFilters = filtersFromTable(tableFilters);
        if (!sameFilters(nextFilters, filters)) onFilters(nextFilters);
        else if (next.current && next.current !== current) onPage(next.current);
      }}
    />
  );
}
