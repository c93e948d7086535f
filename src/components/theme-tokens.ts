import { theme as antdTheme, type ThemeConfig } from 'antd';

// pages.md §15: both themes keep WCAG AA contrast through antd tokens. antd's default blue (#1677ff) and its
// secondary text (45% black) fall below 4.5:1 on white and on the layout grey, so these seeds are one step darker.
// Each theme has its own CSS-variable scope: with one shared scope, the variables of the server-rendered (light) page
// stay in force after the browser switches to dark, and cards keep a light background.
const darkerSeventh = {
  volcano: '#ad2102',
  orange: '#ad4e00',
  gold: '#874d00',
  lime: '#3f6600',
  green: '#237804',
  cyan: '#006d75',
};
// antd keeps each shade under two names ("green7" and "green-7", the CSS variable's); both must change.
const darkerSeventhShades = Object.fromEntries(
  Object.entries(darkerSeventh).flatMap(([hue, color]) => [
    [`${hue}7`, color],
    [`${hue}-7`, color],
  ]),
);

const light: ThemeConfig = {
  algorithm: antdTheme.defaultAlgorithm,
  cssVar: { key: 'rs-light' },
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    // antd's #ff4d4f is 3.3:1 on white (form errors); its hover blue under white text fails too.
    colorError: '#d9363e',
    // A danger button turns lighter under the mouse by default, and its white label then falls below 4.5:1; this darker
    // red keeps both the white label and red text on white above it.
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    colorPrimaryHover: '#003eb3',
    // A coloured Tag writes its text in the palette's 7th shade on its 1st; for these hues that is below 4.5:1, so
    // their 7th shade is a darker one that passes (schedule deadlines and types, auto-test statuses).
    ...darkerSeventhShades,
  },
};

const dark: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  cssVar: { key: 'rs-dark' },
  token: {
    colorPrimary: '#1668dc',
    colorLink: '#69b1ff',
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
  },
};

export const themeConfig = (mode: 'light' | 'dark'): ThemeConfig => (mode === 'dark' ? dark : light);
