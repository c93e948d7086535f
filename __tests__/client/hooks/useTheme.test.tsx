import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'antd';

import { ThemeSwitch } from '@/components/ThemeSwitch';
import { themeConfig } from '@/components/theme-tokens';
import { useTheme } from '@/hooks/useTheme';

import { setPrefersDark, setPrefersReducedMotion } from '../../support/client/match-media';

function ThemeProbe() {
  const { mode, theme } = useTheme();
  return (
    <p>
      {mode}:{theme}
    </p>
  );
}

function MotionProbe() {
  const { reducedMotion } = useTheme();
  return <p>{reducedMotion ? 'still' : 'moving'}</p>;
}

describe('useTheme (pages.md §0.3)', () => {
  it('defaults to auto and follows a light system preference', () => {
    render(<ThemeProbe />);
    expect(screen.getByText('auto:light')).toBeInTheDocument();
    expect(document.body).toHaveClass('light');
  });

  it('reads the stored app-theme and puts its class on <body>', () => {
    window.localStorage.setItem('app-theme', 'dark');
    render(<ThemeProbe />);
    expect(screen.getByText('dark:dark')).toBeInTheDocument();
    expect(document.body).toHaveClass('dark');
    expect(document.body).not.toHaveClass('light');
  });

  it('ignores an invalid stored value (auto)', () => {
    window.localStorage.setItem('app-theme', 'purple');
    render(<ThemeProbe />);
    expect(screen.getByText('auto:light')).toBeInTheDocument();
  });

  it('auto follows prefers-color-scheme change events live', () => {
    render(<ThemeProbe />);
    act(() => setPrefersDark(true));
    expect(screen.getByText('auto:dark')).toBeInTheDocument();
    expect(document.body).toHaveClass('dark');
    act(() => setPrefersDark(false));
    expect(document.body).toHaveClass('light');
  });

  it('a fixed choice ignores the system preference', () => {
    window.localStorage.setItem('app-theme', 'light');
    render(<ThemeProbe />);
    act(() => setPrefersDark(true));
    expect(screen.getByText('light:light')).toBeInTheDocument();
  });

  it('the switch cycles light → dark → auto, stores app-theme and updates every consumer', async () => {
    window.localStorage.setItem('app-theme', 'light');
    render(
      <>
        <ThemeSwitch />
        <ThemeProbe />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Theme: Light/ }));
    expect(window.localStorage.getItem('app-theme')).toBe('dark');
    expect(screen.getByText('dark:dark')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Theme: Dark/ }));
    expect(window.localStorage.getItem('app-theme')).toBe('auto');
    expect(screen.getByRole('button', { name: 'Theme: Auto. Switch to Light' })).toBeInTheDocument();
  });

  it('follows prefers-reduced-motion live, and the theme it gives antd then has no motion (WCAG 2.3.3)', () => {
    render(<MotionProbe />);
    expect(screen.getByText('moving')).toBeInTheDocument();
    act(() => setPrefersReducedMotion(true));
    expect(screen.getByText('still')).toBeInTheDocument();
    act(() => setPrefersReducedMotion(false));
    expect(screen.getByText('moving')).toBeInTheDocument();
  });
});

describe('themeConfig with reduced motion', () => {
  it.each(['light', 'dark'] as const)('turns antd motion off in the %s theme and keeps its colours', (mode) => {
    const moving = theme.getDesignToken(themeConfig(mode));
    const still = theme.getDesignToken(themeConfig(mode, true));
    expect(moving.motion).toBe(true);
    expect(moving.motionDurationMid).toBe('0.2s');
    expect(still.motion).toBe(false);
    expect(still.motionDurationMid).toBe('0s');
    expect(still.colorPrimary).toBe(moving.colorPrimary);
  });
});
