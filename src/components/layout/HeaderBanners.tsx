import Link from 'next/link';
import { useEffect, useState } from 'react';

const banners = [
  { text: 'Mentors Hall of Fame', href: '/mentors-hall-of-fame' },
  { text: '#gratitude', href: '/gratitude' },
] as const;
const ROTATION_MS = 5000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

// pages.md §0.4: mini banners beside the logo, one at a time, changing every 5 s. The rotation pauses while the
// pointer or the focus is on it (WCAG 2.2.2) and does not run for people who ask for reduced motion.
export function HeaderBanners() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % banners.length), ROTATION_MS);
    return () => clearInterval(timer);
  }, [paused]);
  const banner = banners[index];
  return (
    <span
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Link href={banner.href}>{banner.text}</Link>
    </span>
  );
}
