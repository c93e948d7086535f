import { Card, Empty, Flex, Progress, Skeleton, Typography } from 'antd';
import Link from 'next/link';

import type { CrossCheckAvailableReviewStat } from '@/api/model';

interface CrossCheckCardProps {
  stats: CrossCheckAvailableReviewStat[] | undefined;
  courseAlias: string;
}

// pages.md §2 "Cross-check [Review]": progress "done / total" per distributed task where the student reviews (R7.7),
// each a link to the review page of that task.
export function CrossCheckCard({ stats, courseAlias }: CrossCheckCardProps) {
  return (
    <Card title="Cross-check [Review]">
      {!stats ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : stats.length === 0 ? (
        <Empty description="At the moment, there are no tasks available for review" />
      ) : (
        <Flex vertical gap={12}>
          {stats.map((stat) => (
            <Flex key={stat.id} vertical gap={2}>
              <Flex justify="space-between" gap={8} wrap>
                <Link
                  href={{
                    pathname: '/course/student/cross-check-review',
                    query: { course: courseAlias, taskId: String(stat.id) },
                  }}
                >
                  {stat.name}
                </Link>
                <Typography.Text>
                  {stat.completedChecksCount} / {stat.checksCount}
                </Typography.Text>
              </Flex>
              <Progress
                percent={stat.checksCount ? Math.round((stat.completedChecksCount / stat.checksCount) * 100) : 0}
                showInfo={false}
                size="small"
                aria-label={`${stat.name}: ${stat.completedChecksCount} of ${stat.checksCount} reviewed`}
              />
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
