import { Alert, Typography } from 'antd';
import { useEffect, useState } from 'react';

import { formatCountdown, type AutoTestSettings, type AutoTestSummary } from '../utils';

const HOUR = 60 * 60 * 1000;

// pages.md §2: the rules alert (threshold, attempts, cooldown countdown) and "Attempts: N left".
export function TaskRules({ settings, summary }: { settings: AutoTestSettings; summary: AutoTestSummary }) {
  const [now, setNow] = useState(() => Date.now());
  const nextAt =
    settings.oneAttemptPerNumberOfHours > 0 && summary.lastAttemptAt
      ? summary.lastAttemptAt + settings.oneAttemptPerNumberOfHours * HOUR
      : null;
  const waiting = nextAt !== null && nextAt > now;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waiting]);
  if (!settings.isSelfCheck) {
    return (
      <Alert type="info" showIcon title="Submit your solution; the result appears in the table once it is checked." />
    );
  }
  const attempts = settings.strictAttemptsMode
    ? `You have ${settings.maxAttemptsNumber} attempts.`
    : `After ${settings.maxAttemptsNumber} attempts each further attempt earns half the score.`;
  return (
    <Alert
      type="info"
      showIcon
      title={`To pass, score at least ${settings.thresholdPercentage}%. ${attempts}`}
      description={
        <>
          {settings.oneAttemptPerNumberOfHours > 0 && (
            <div>{`One attempt per ${settings.oneAttemptPerNumberOfHours} h.`}</div>
          )}
          {waiting && nextAt !== null && <div>{`Next submit is possible in ${formatCountdown(nextAt - now)}`}</div>}
          {summary.attemptsLeft !== null && (
            <Typography.Text strong>{`Attempts: ${summary.attemptsLeft} left`}</Typography.Text>
          )}
        </>
      }
    />
  );
}
