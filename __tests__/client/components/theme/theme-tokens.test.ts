import { theme } from 'antd';

import { themeConfig } from '@/components/theme-tokens';

// pages.md §15: text keeps WCAG AA contrast (4.5:1) in both themes. axe found the select placeholder ("Select a task")
// and a table's empty text ("No students yet") at 1.8:1 on white; these are the tokens antd paints them with.
type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const short = color.match(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i);
  if (short) return parse(`#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`);
  const hex = color.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  if (hex) return [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16), 1];
  const rgba = color.match(/^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/);
  if (!rgba) throw new Error(`Unknown colour ${color}`);
  return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), rgba[4] === undefined ? 1 : Number(rgba[4])];
}

// WCAG 2.x relative luminance of a colour laid over an opaque background.
function luminance([red, green, blue, alpha]: Rgba, [bgRed, bgGreen, bgBlue]: Rgba): number {
  const channel = (value: number, background: number) => {
    const srgb = (value * alpha + background * (1 - alpha)) / 255;
    return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(red, bgRed) + 0.7152 * channel(green, bgGreen) + 0.0722 * channel(blue, bgBlue);
}

function contrast(foreground: string, background: string): number {
  const back = parse(background);
  const [lighter, darker] = [luminance(parse(foreground), back), luminance(back, back)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const config = themeConfig(mode);
  const token = theme.getDesignToken(config);

  test.each([
    'colorText',
    'colorTextSecondary',
    'colorTextDescription',
    'colorTextTertiary',
    'colorTextPlaceholder',
    'colorPrimaryText',
  ] as const)('%s reaches 4.5:1 on a container and on the layout', (name) => {
    expect(contrast(token[name], token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token[name], token.colorBgLayout)).toBeGreaterThanOrEqual(4.5);
  });

  test('danger text reaches 4.5:1, and so does the label of a primary danger button on its red', () => {
    expect(contrast(token.colorError, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(config.components?.Button?.dangerColor ?? '#ffffff', token.colorError)).toBeGreaterThanOrEqual(4.5);
  });

  // axe found a hovered default button ("Export CSV") in the dark theme at 4.47:1: its label and border take the hover
  // blue, while a hovered primary button puts its white label on it.
  test('a hovered or pressed button keeps its label at 4.5:1 on its background', () => {
    const button = config.components?.Button ?? {};
    const defaultBg = button.defaultHoverBg ?? token.colorBgContainer;
    expect(contrast(button.defaultHoverColor ?? token.colorPrimaryHover, defaultBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(button.defaultActiveColor ?? token.colorPrimaryActive, defaultBg)).toBeGreaterThanOrEqual(4.5);
    const primaryLabel = button.primaryColor ?? token.colorTextLightSolid;
    expect(contrast(primaryLabel, button.colorPrimaryHover ?? token.colorPrimaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(primaryLabel, button.colorPrimaryActive ?? token.colorPrimaryActive)).toBeGreaterThanOrEqual(4.5);
  });

  test('the selected tab reaches 4.5:1 on the layout', () => {
    const selected = config.components?.Tabs?.itemSelectedColor ?? token.colorPrimary;
    expect(contrast(selected, token.colorBgLayout)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(selected, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
  });

  const hues = ['red', 'volcano', 'orange', 'gold', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta'];
  test.each(hues)('a %s tag writes its text at 4.5:1 on its own background', (hue) => {
    const shades = token as unknown as Record<string, string>;
    expect(contrast(shades[`${hue}7`], shades[`${hue}1`])).toBeGreaterThanOrEqual(4.5);
  });

  test("a table's empty text reaches 4.5:1 on the table", () => {
    const emptyText = config.components?.Table?.colorTextDisabled ?? token.colorTextDisabled;
    expect(contrast(emptyText, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
  });
});
