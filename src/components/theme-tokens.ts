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
// In the dark palette the 7th shade of these hues is too dark on their 1st (3.4:1 and 4.2:1); their 8th passes.
const lighterSeventh = {
  geekblue: '#7f9ef3',
  purple: '#ab7ae0',
};
// antd keeps each shade under two names ("green7" and "green-7", the CSS variable's); both must change.
const seventhShades = (colors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(colors).flatMap(([hue, color]) => [
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
    // A select's placeholder ("Select a task") is the only text of an empty field; antd's 25% black is 1.8:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    // antd's #ff4d4f is 3.3:1 on white (form errors); its hover blue under white text fails too.
    colorError: '#d9363e',
    // A danger button turns lighter under the mouse by default, and its white label then falls below 4.5:1; this darker
    // red keeps both the white label and red text on white above it.
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    colorPrimaryHover: '#003eb3',
    // A coloured Tag writes its text in the palette's 7th shade on its 1st; for these hues that is below 4.5:1, so
    // their 7th shade is a darker one that passes (schedule deadlines and types, auto-test statuses).
    ...seventhShades(darkerSeventh),
  },
  // A table writes its empty text ("No students yet") in the disabled grey, 1.8:1 on white; only there is it real text.
  components: { Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' } },
};

const dark: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  cssVar: { key: 'rs-dark' },
  token: {
    colorPrimary: '#1668dc',
    colorLink: '#69b1ff',
    // Text in the primary colour (the course menu's current page) is 3.3:1 on the dark layout in antd's shade.
    colorPrimaryText: '#69b1ff',
    // antd's dark red (#dc4446) is 4.3:1 on a dark container: danger text ("Delete my data", "Cancel") is lighter, and a
    // primary danger button, whose white label would then fail, writes its label dark instead.
    colorError: '#e86e6b',
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
    // A coloured Tag writes its text in the 7th shade on the 1st, in the dark palette too (schedule types).
    ...seventhShades(lighterSeventh),
  },
  components: {
    Table: { colorTextDisabled: 'rgba(255, 255, 255, 0.6)' },
    Button: {
      dangerColor: '#141414',
      // antd's dark hover blue (#387ed3) serves two opposite needs: a hovered default button writes its label in it on
      // the dark container (4.47:1), and a hovered primary button puts its white label on it (4.1:1). No one blue passes
      // both, so a default button turns the lighter link blue under the mouse and a primary button a darker one.
      defaultHoverColor: '#69b1ff',
      defaultHoverBorderColor: '#69b1ff',
      defaultActiveColor: '#4096ff',
      defaultActiveBorderColor: '#4096ff',
      colorPrimaryHover: '#2f6fd0',
    },
    // The selected tab is written in the primary colour, 3.3:1 on the dark layout; the link blue passes.
    Tabs: { itemSelectedColor: '#69b1ff', itemHoverColor: '#8dc5ff', itemActiveColor: '#8dc5ff' },
  },
};

const withoutMotion = (config: ThemeConfig): ThemeConfig => ({ ...config, token: { ...config.token, motion: false } });
const still = { light: withoutMotion(light), dark: withoutMotion(dark) };

// Reduced motion (prefers-reduced-motion: reduce): antd's transitions and animations are turned off.
export const themeConfig = (mode: 'light' | 'dark', reducedMotion = false): ThemeConfig =>
  reducedMotion ? still[mode] : mode === 'dark' ? dark : light;
