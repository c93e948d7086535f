import { theme as antdTheme, type ThemeConfig } from 'antd';

// pages.md §15: both themes keep WCAG AA contrast through antd tokens. antd's default blue (#1677ff) and its
// secondary text (45% black) fall below 4.5:1 on white and on the layout grey, so these seeds are one step darker.
const light: ThemeConfig = {
  algorithm: antdTheme.defaultAlgorithm,
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
  },
};

const dark: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    colorPrimary: '#1668dc',
    colorLink: '#69b1ff',
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
  },
};

export const themeConfig = (mode: 'light' | 'dark'): ThemeConfig => (mode === 'dark' ? dark : light);
