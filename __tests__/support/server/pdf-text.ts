import { execFileSync } from 'node:child_process';
import path from 'node:path';

export type PdfText = { pages: string[]; width: number; height: number };

// The text a PDF reader finds in a PDF, page by page, and the first page's size in points (read-pdf-text.mjs).
export function readPdfText(bytes: ArrayBuffer | Uint8Array): PdfText {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'read-pdf-text.mjs')], {
    input: Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)),
    cwd: process.cwd(),
  });
  return JSON.parse(output.toString('utf8')) as PdfText;
}
