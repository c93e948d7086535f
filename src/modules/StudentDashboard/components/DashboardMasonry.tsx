import { Col, Flex, Row } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';

const WIDE = '(min-width: 1181px)';
const MEDIUM = '(min-width: 801px)';

function columnsNow(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return 1;
  if (window.matchMedia(WIDE).matches) return 3;
  return window.matchMedia(MEDIUM).matches ? 2 : 1;
}

// pages.md §2 and §15: 3 / 2 / 1 columns above 1180 / 800 px; cards go round-robin so columns stack without gaps.
export function DashboardMasonry({ cards }: { cards: ReactElement[] }) {
  const [columns, setColumns] = useState(1);
  useEffect(() => {
    const update = () => setColumns(columnsNow());
    update();
    const queries = [WIDE, MEDIUM].map((query) => window.matchMedia?.(query)).filter(Boolean);
    queries.forEach((query) => query.addEventListener?.('change', update));
    return () => queries.forEach((query) => query.removeEventListener?.('change', update));
  }, []);
  const stacks = Array.from({ length: columns }, (_, column) => cards.filter((_, index) => index % columns === column));
  return (
    <Row gutter={[16, 16]}>
      {stacks.map((stack, index) => (
        <Col key={index} span={24 / columns}>
          <Flex vertical gap={16}>
            {stack}
          </Flex>
        </Col>
      ))}
    </Row>
  );
}
