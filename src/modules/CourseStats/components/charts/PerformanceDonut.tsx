import { Pie } from '@ant-design/plots';

import { useChartTheme } from '../../hooks/useChartTheme';

// pages.md §11 "Task Performance": a donut of the score bands (rules.md R21.2).
export function PerformanceDonut({ slices }: { slices: { type: string; value: number }[] }) {
  const chart = useChartTheme();
  return (
    <Pie
      data={slices}
      angleField="value"
      colorField="type"
      innerRadius={0.6}
      height={280}
      autoFit
      theme={chart.theme}
      label={false}
      legend={{ color: { position: 'bottom', title: false, itemLabelFill: chart.text, itemLabelFillOpacity: 1 } }}
    />
  );
}
