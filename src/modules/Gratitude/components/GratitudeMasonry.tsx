import { Col, Flex, Grid, Row } from 'antd';

import type { Gratitude } from '@/api/model';

import { splitIntoColumns } from '../utils';
import { GratitudeCard } from './GratitudeCard';

// pages.md §9 and §15: a masonry of cards, one column on narrow screens.
export function GratitudeMasonry({ gratitudes, timeZone }: { gratitudes: Gratitude[]; timeZone: string }) {
  const screens = Grid.useBreakpoint();
  const columns = screens.xl ? 3 : screens.md ? 2 : 1;
  return (
    <Row gutter={[16, 16]}>
      {splitIntoColumns(gratitudes, columns).map((column, index) => (
        <Col key={index} span={24 / columns}>
          <Flex vertical gap={16}>
            {column.map((gratitude) => (
              <GratitudeCard key={gratitude.id} gratitude={gratitude} timeZone={timeZone} />
            ))}
          </Flex>
        </Col>
      ))}
    </Row>
  );
}
