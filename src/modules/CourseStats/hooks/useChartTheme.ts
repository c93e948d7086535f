import { theme as antdTheme } from 'antd';

import { useTheme } from '@/hooks/useTheme';

export type ChartTheme = {
  // G2's own light and dark themes: axes, grid and tooltips follow the app's theme.
  theme: 'classic' | 'classicDark';
  text: string;
  grid: string;
  primary: string;
  secondary: string;
};

// pages.md §15: readable in both themes through antd tokens only; text on a chart takes the theme's text colour.
export function useChartTheme(): ChartTheme {
  const { theme } = useTheme();
  const { token } = antdTheme.useToken();
  return {
    theme: theme === 'dark' ? 'classicDark' : 'classic',
    text: token.colorText,
    grid: token.colorBorderSecondary,
    primary: token.colorPrimary,
    secondary: token.colorSuccess,
  };
}
