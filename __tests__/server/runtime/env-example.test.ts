import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Issue 2, "Done when": .env.example lists every setting with its default. Every name read from process.env in the
// app, its scripts and its test tools, and every key of the server's environment schema, must appear there.
const root = process.cwd();
const sources = ['src', 'scripts', 'bench', 'e2e', '__tests__/support', 'next.config.mjs', 'playwright.config.ts'];
const generated = path.join(root, 'src', 'api');
// Set by Node, Next, Jest or CI themselves, never by whoever runs the app.
const notSettings = new Set(['NODE_ENV', 'NEXT_RUNTIME', 'NEXT_PHASE', 'TZ', 'CI']);

function sourceFiles(entry: string): string[] {
  if (entry === generated) return [];
  if (!statSync(entry).isDirectory()) return /\.(m?[jt]sx?|mts)$/.test(entry) ? [entry] : [];
  return readdirSync(entry).flatMap((name) => sourceFiles(path.join(entry, name)));
}

function namesRead(): Set<string> {
  const names = new Set<string>();
  for (const file of sources.flatMap((entry) => sourceFiles(path.join(root, entry)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(match[1]);
  }
  const envSchema = readFileSync(path.join(root, 'src/server/env.ts'), 'utf8').match(/z\.object\(\{([\s\S]*?)\n\}\)/);
  for (const match of envSchema?.[1].matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm) ?? []) names.add(match[1]);
  return new Set([...names].filter((name) => !notSettings.has(name)));
}

function namesListed(): Set<string> {
  const text = readFileSync(path.join(root, '.env.example'), 'utf8');
  return new Set([...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
}

test('.env.example lists every setting the app, its scripts and its test tools read', () => {
  const read = namesRead();
  expect([...read].filter((name) => !namesListed().has(name)).sort()).toEqual([]);
  expect(read.has('DATABASE_URL') && read.has('NEXT_PUBLIC_HELP_URL') && read.has('NEXT_DIST_DIR')).toBe(true);
});

test('.env.example lists nothing that nobody reads', () => {
  const read = namesRead();
  expect([...namesListed()].filter((name) => !read.has(name)).sort()).toEqual([]);
});
