// Reads a PDF from stdin with pdfjs-dist and prints the text of each page as JSON (one string per page). It runs in
// its own Node process because pdfjs-dist 4 ships ES modules only, which Jest's CommonJS runtime cannot import.
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const data = new Uint8Array(Buffer.concat(chunks));
const pdf = await getDocument({ data, verbosity: 0, isEvalSupported: false }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  pages.push(
    content.items
      .map((item) => ('str' in item ? item.str : ''))
      .filter(Boolean)
      .join('\n'),
  );
}
const { width, height } = (await pdf.getPage(1)).getViewport({ scale: 1 });
process.stdout.write(JSON.stringify({ pages, width, height }));
