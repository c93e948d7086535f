import { Gauge } from '@ant-design/plots';

import { useChartTheme } from '../../hooks/useChartTheme';
import { percentOf } from '../../utils';

// pages.md §11: a part of a whole (active students, students with a mentor, ...) as a gauge with its percentage.
export function RatioGauge({ count, total, name }: { count: number; total: number; name: string }) {
  const chart = useChartTheme();
  return (
    <Gauge
      data={{ target: count, total: Math.max(total, 1), name }}
      height={200}
      autoFit
      theme={chart.theme}
      legend={false}
      // The part in the primary colour on a track of the theme's border colour; no needle over the percentage.
      scale={{ color: { range: [chart.primary, chart.grid] } }}
      style={{
        textContent: () => `${percentOf(count, total)}%`,
        textFill: chart.text,
        textFontSize: 28,
        pointerShape: false,
        pinShape: false,
      }}
    />
  );
}
