import { Bar } from '@ant-design/plots';

import { useChartTheme } from '../../hooks/useChartTheme';
import type { CountryCount } from '../../utils';

const SHOWN_COUNTRIES = 12;
const ROW_HEIGHT = 26;

// The largest countries, the rest summed in one bar so that a long tail stays readable.
function withOthers(countries: readonly CountryCount[]): CountryCount[] {
  if (countries.length <= SHOWN_COUNTRIES + 1) return [...countries];
  const rest = countries.slice(SHOWN_COUNTRIES).reduce((sum, country) => sum + country.count, 0);
  return [...countries.slice(0, SHOWN_COUNTRIES), { countryName: 'Other countries', count: rest }];
}

// pages.md §11: a bar per country (students, mentors or certificates), largest first; the exact counts are in the
// card's words and the tooltip.
export function CountriesBar({ countries, color }: { countries: readonly CountryCount[]; color?: 'secondary' }) {
  const chart = useChartTheme();
  const data = withOthers(countries);
  return (
    <Bar
      data={data}
      xField="countryName"
      yField="count"
      height={data.length * ROW_HEIGHT + 48}
      autoFit
      theme={chart.theme}
      legend={false}
      style={{ fill: color === 'secondary' ? chart.secondary : chart.primary, maxWidth: 18 }}
      axis={{
        x: { title: false, labelFill: chart.text, labelFillOpacity: 1, labelAutoRotate: false },
        y: { title: false, labelFill: chart.text, labelFillOpacity: 1, gridStroke: chart.grid },
      }}
    />
  );
}
