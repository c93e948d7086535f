import { theme } from 'antd';

import { STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '../utils';

interface StatusDonutProps {
  counts: Record<TaskStatus, number>;
  onSelect: (status: TaskStatus) => void;
}

const RADIUS = 60;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

// No chart library is installed: the donut is a plain SVG of stroked circles, one per status, each a button.
export function StatusDonut({ counts, onSelect }: StatusDonutProps) {
  const { token } = theme.useToken();
  const colors: Record<TaskStatus, string> = {
    done: token.colorSuccess,
    available: token.colorPrimary,
    review: token.colorWarning,
    missed: token.colorError,
    future: token.colorTextQuaternary,
  };
  const total = TASK_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  let offset = 0;
  return (
    <svg viewBox="0 0 160 160" width={160} height={160} role="img" aria-label={`${total} tasks by status`}>
      <circle cx={80} cy={80} r={RADIUS} fill="none" stroke={token.colorFillSecondary} strokeWidth={20} />
      {TASK_STATUSES.filter((status) => counts[status] > 0).map((status) => {
        const length = (counts[status] / total) * CIRCUMFERENCE;
        const slice = (
          <circle
            key={status}
            cx={80}
            cy={80}
            r={RADIUS}
            fill="none"
            stroke={colors[status]}
            strokeWidth={20}
            strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
            strokeDashoffset={-offset}
            transform="rotate(-90 80 80)"
            style={{ cursor: 'pointer' }}
            onClick={() => onSelect(status)}
          >
            <title>{`${STATUS_LABELS[status]}: ${counts[status]}`}</title>
          </circle>
        );
        offset += length;
        return slice;
      })}
      <text x={80} y={86} textAnchor="middle" fontSize={20} fill={token.colorText}>
        {total}
      </text>
    </svg>
  );
}
