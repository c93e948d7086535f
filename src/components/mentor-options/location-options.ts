import type { StudentsLocation } from '@/api/model';

// pages.md §3: the mentor's preferred students location (confirm page and the interviews' options modal).
export const LOCATION_OPTIONS: { value: StudentsLocation; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'country', label: 'My country' },
  { value: 'city', label: 'My city' },
];
