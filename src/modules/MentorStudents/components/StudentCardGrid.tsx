import { Card, Col, Row, Skeleton } from 'antd';

import type { MentorStudent } from '@/api/model';

import { StudentCard } from './StudentCard';

// Card skeletons while the students load (pages.md §14), then one card per student.
export function StudentCardGrid({ students, courseAlias }: { students?: MentorStudent[]; courseAlias: string }) {
  if (!students) {
    return (
      <Row gutter={[16, 16]}>
        {[0, 1, 2].map((key) => (
          <Col key={key} xs={24} md={12} xl={8}>
            <Card>
              <Skeleton active />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {students.map((student) => (
        <Col key={student.id} xs={24} md={12} xl={8}>
          <StudentCard student={student} courseAlias={courseAlias} />
        </Col>
      ))}
    </Row>
  );
}
