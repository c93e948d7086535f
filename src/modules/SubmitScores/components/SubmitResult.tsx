import { Alert, Flex, Statistic } from 'antd';

import type { SubmitSummary } from '../utils';

// pages.md §4: the result of an upload, counts and the failed rows with their reasons.
export function SubmitResult({ summary }: { summary: SubmitSummary }) {
  return (
    <Flex vertical gap={16} aria-label="Submit result">
      <Flex gap={32} wrap>
        <Statistic title="Created" value={summary.created} />
        <Statistic title="Updated" value={summary.updated} />
        <Statistic title="Skipped" value={summary.skipped} />
        <Statistic title="Failed" value={summary.failed.length} />
      </Flex>
      {summary.failed.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title="Failed rows"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {summary.failed.map((row, index) => (
                <li key={`${row.githubId}-${index}`}>
                  {row.githubId}: {row.message ?? 'Failed'}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Flex>
  );
}
