import { Alert, Col, Empty, Flex, Row, Segmented, Spin } from 'antd';
import { useState } from 'react';

import { useGetMentorsHallOfFame } from '@/api/gratitudes';
import { problemDetail } from '@/hooks/problem';

import { MentorCard } from './MentorCard';

type Period = 'Last Year' | 'All Time';

// pages.md §9 "/mentors-hall-of-fame" (public): mentors by certified mentees (R17.5), last year or all time.
export function HallOfFame() {
  const [period, setPeriod] = useState<Period>('Last Year');
  const { data, error, isLoading } = useGetMentorsHallOfFame(
    { allTime: period === 'All Time' ? 'true' : 'false' },
    { swr: { revalidateOnFocus: false } },
  );
  return (
    <Flex vertical gap={16}>
      <Segmented<Period> options={['Last Year', 'All Time']} value={period} onChange={setPeriod} aria-label="Period" />
      {error ? <Alert type="error" showIcon title={problemDetail(error)} /> : null}
      {isLoading ? (
        <Spin description="Loading top mentors...">
          <div style={{ minHeight: 160 }} />
        </Spin>
      ) : data && data.length === 0 ? (
        <Empty description="No mentors found" />
      ) : (
        <Row gutter={[16, 16]}>
          {(data ?? []).map((mentor) => (
            <Col key={mentor.githubId} xs={24} sm={12} md={8} xl={6}>
              <MentorCard mentor={mentor} />
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}
