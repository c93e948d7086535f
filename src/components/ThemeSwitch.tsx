import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { Button } from 'antd';

import type { ThemeMode } from '@/hooks/theme-store';
import { useTheme } from '@/hooks/useTheme';

const NEXT_MODE: Record<ThemeMode, ThemeMode> = { light: 'dark', dark: 'auto', auto: 'light' };
const MODE_NAME: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', auto: 'Auto' };
const MODE_ICON: Record<ThemeMode, React.ReactNode> = {
  light: <SunOutlined />,
  dark: <MoonOutlined />,
  auto: <DesktopOutlined />,
};

// pages.md §0.3: light → dark → auto; the button names the current and the next mode.
export function ThemeSwitch() {
  const { mode, setMode } = useTheme();
  const label = `Theme: ${MODE_NAME[mode]}. Switch to ${MODE_NAME[NEXT_MODE[mode]]}`;
  return (
    <Button
      type="text"
      shape="circle"
      aria-label={label}
      title={label}
      icon={MODE_ICON[mode]}
      onClick={() => setMode(NEXT_MODE[mode])}
    />
  );
}
