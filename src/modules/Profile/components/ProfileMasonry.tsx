import { Col, Flex, Grid, Row } from 'antd';
import type { ReactElement } from 'react';

import { splitIntoColumns } from '../utils';

// pages.md §7 and §15: a masonry of 4/3/2/1 columns; one column on narrow screens (≤ 500 px).
export function ProfileMasonry({ cards }: { cards: ReactElement[] }) {
  const screens = Grid.useBreakpoint();
  const columns = screens.xxl ? 4 : screens.lg ? 3 : screens.sm ? 2 : 1;
  return (
    <Row gutter={[16, 16]}>
      {splitIntoColumns(cards, columns).map((column, index) => (
        <Col key={index} span={24 / columns}>
          <Flex vertical gap={16}>
            {column}
          </Flex>
        </Col>
      ))}
    </Row>
  );
}
