import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { useActiveCourse } from '@/hooks/useActiveCourse';

import { useDepartures } from '../hooks/useDepartures';

// The card (antd Card with the Tabs it brings) and the table load in their own chunks (DESIGN.md "Performance").
const DeparturesCard = dynamic(() => import('../components/DeparturesCard').then((mod) => mod.DeparturesCard), {
  loading: () => <Skeleton active />,
});

// pages.md §4 "/course/admin/reports": "Detailed Statistics on Student Departures" of the active course.
export function CourseReportsPage() {
  const { course } = useActiveCourse();
  return course ? <Departures courseId={course.id} /> : null;
}

function Departures({ courseId }: { courseId: number }) {
  const departures = useDepartures(courseId);
  return <DeparturesCard departures={departures} />;
}
