import { Descriptions, Drawer, Table, Typography } from 'antd';
import type { DescriptionsProps, TableColumnsType } from 'antd';
import Link from 'next/link';

import type { StudentContacts, StudentListCourse, StudentListItem } from '@/api/model';

const CONTACT_LABELS: Record<keyof StudentContacts, string> = {
  email: 'E-mail',
  telegram: 'Telegram',
  phone: 'Phone',
  skype: 'Skype',
  whatsApp: 'WhatsApp',
  linkedIn: 'LinkedIn',
  notes: 'Notes',
  epamEmail: 'Corporate e-mail',
};

type CourseRow = StudentListCourse & { state: string };

const courseColumns: TableColumnsType<CourseRow> = [
  { title: 'Course', key: 'name', render: (_, course) => course.name },
  { title: 'State', key: 'state', render: (_, course) => course.state },
  { title: 'Position', key: 'rank', align: 'right', render: (_, course) => course.rank ?? '—' },
  { title: 'Score', key: 'score', align: 'right', render: (_, course) => course.totalScore },
  {
    title: 'Certificate',
    key: 'certificate',
    render: (_, course) =>
      course.certificatePublicId ? <a href={`/certificate/${course.certificatePublicId}`}>Certificate</a> : '—',
  },
];

function detailItems(student: StudentListItem): DescriptionsProps['items'] {
  const contacts = (Object.keys(CONTACT_LABELS) as (keyof StudentContacts)[])
    .filter((kind) => student.contacts[kind])
    .map((kind) => ({ key: kind, label: CONTACT_LABELS[kind], children: student.contacts[kind] }));
  return [
    {
      key: 'github',
      label: 'GitHub',
      children: <Link href={`/profile?githubId=${encodeURIComponent(student.githubId)}`}>{student.githubId}</Link>,
    },
    {
      key: 'location',
      label: 'Location',
      children: [student.cityName, student.countryName].filter(Boolean).join(', ') || '—',
    },
    ...(student.discord ? [{ key: 'discord', label: 'Discord', children: student.discord }] : []),
    ...contacts,
  ];
}

// pages.md §5 "Student Details": location, contacts (what the owner lets the viewer see, R19.2) and courses with
// position, score and certificate.
export function StudentDetailsDrawer({ student, onClose }: { student?: StudentListItem; onClose: () => void }) {
  const courses: CourseRow[] = student
    ? [
        ...student.onGoingCourses.map((course) => ({ ...course, state: 'Ongoing' })),
        ...student.previousCourses.map((course) => ({ ...course, state: 'Certified' })),
      ]
    : [];
  return (
    <Drawer title="Student Details" open={!!student} onClose={onClose} size={560}>
      {student && (
        <>
          <Typography.Title level={4}>{student.name}</Typography.Title>
          <Descriptions column={1} items={detailItems(student)} />
          <Typography.Title level={5}>Courses</Typography.Title>
          <Table<CourseRow>
            rowKey="courseId"
            size="small"
            columns={courseColumns}
            dataSource={courses}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </>
      )}
    </Drawer>
  );
}
