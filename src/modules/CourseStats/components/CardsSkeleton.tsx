import { Card, Col, Row } from 'antd';

// pages.md §14 "Course statistics": card skeletons while loading.
export function CardsSkeleton() {
  return (
    <Row gutter={[16, 16]} aria-busy="true">
      {[1, 2, 3].map((key) => (
        <Col key={key} xs={24} lg={12} xxl={8}>
          <Card loading />
        </Col>
      ))}
    </Row>
  );
}
