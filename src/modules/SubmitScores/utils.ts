import Papa from 'papaparse';

import type { BulkScoreResult, BulkScoreRow } from '@/api/model';

// A GitHub login from a login or a profile / repository link (https://github.com/<login>/...).
export function githubLogin(value: string): string {
  const text = value.trim();
  const link = /^(?:https?:\/\/)?(?:www\.)?github\.com\/([^/?#\s]+)/i.exec(text);
  return (link ? link[1] : text).replace(/^@/, '');
}

export type ParsedCsv = { rows: BulkScoreRow[]; failed: BulkScoreResult[] };

const column = (header: string[], name: string) => header.find((field) => field.trim().toLowerCase() === name);

// pages.md §4 "Uploading rules": columns Score and GitHub (links or logins); rows without a login are ignored and a
// score that is not a number fails here, before the upload.
export function parseScoreCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  const header = parsed.meta.fields ?? [];
  const githubColumn = column(header, 'github');
  const scoreColumn = column(header, 'score');
  if (!githubColumn || !scoreColumn) throw new Error('The file must have the columns "GitHub" and "Score".');
  const rows: BulkScoreRow[] = [];
  const failed: BulkScoreResult[] = [];
  for (const record of parsed.data) {
    const login = githubLogin(record[githubColumn] ?? '');
    if (!login) continue;
    const raw = (record[scoreColumn] ?? '').trim().replace(',', '.');
    const score = Number(raw);
    if (!raw || !Number.isFinite(score))
      failed.push({ githubId: login, status: 'failed', message: 'The score is not a number.' });
    else rows.push({ studentGithubId: login, score });
  }
  return { rows, failed };
}

export type SubmitSummary = { created: number; updated: number; skipped: number; failed: BulkScoreResult[] };

export function summarize(results: BulkScoreResult[]): SubmitSummary {
  const count = (status: BulkScoreResult['status']) => results.filter((result) => result.status === status).length;
  return {
    created: count('created'),
    updated: count('updated'),
    skipped: count('skipped'),
    failed: results.filter((result) => result.status === 'failed'),
  };
}

export const taskLabel = (task: { name: string; maxScore: number }) => `${task.name} (max ${task.maxScore})`;
