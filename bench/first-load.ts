// First-load JavaScript per page, gzipped, from .next/build-manifest.json: Turbopack's `next build` no longer prints it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Manifest = { pages: Record<string, string[]>; polyfillFiles?: string[]; rootMainFiles?: string[] };

export const FIRST_LOAD_BUDGET_KB = 300;

export function firstLoadSizes(nextDir = '.next'): { route: string; kilobytes: number }[] {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(nextDir, file))).length);
    return gzipped.get(file) as number;
  };
  const shared = [...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? [])];
  return Object.entries(manifest.pages)
    .filter(([route]) => !route.startsWith('/_'))
    .map(([route, files]) => {
      const unique = new Set([...shared, ...files].filter((file) => file.endsWith('.js')));
      const bytes = [...unique].reduce((total, file) => total + sizeOf(file), 0);
      return { route, kilobytes: bytes / 1024 };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
