import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

// The generated client imports '../config/api-client', so a check copy is written one level below src/, like src/api/.
export function scratchClientFolder(label: string): string {
  return path.join(process.cwd(), 'src', `.api-${label}-${process.pid}`);
}

export function generateClientInto(specFile: string, outDir: string): void {
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const script = path.join(process.cwd(), '__tests__', 'support', 'server', 'generate-client.mts');
  execFileSync(tsx, [script, specFile, outDir], { cwd: process.cwd(), stdio: 'pipe', timeout: 120_000 });
}

export function removeFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
}

// Every file under a folder, as paths relative to it, sorted.
export function listFiles(folder: string, prefix = ''): string[] {
  return readdirSync(path.join(folder, prefix))
    .flatMap((name) => {
      const relative = path.join(prefix, name);
      return statSync(path.join(folder, relative)).isDirectory() ? listFiles(folder, relative) : [relative];
    })
    .sort();
}

export const readText = (folder: string, file: string) => readFileSync(path.join(folder, file), 'utf8');
