import { deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { LRUCache } from 'lru-cache';
import { PDFDocument, PageSizes, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PublicCertificate } from '../schemas';
import { certificateFontFiles } from './certificate-fonts';

type Fontkit = { create: (data: Uint8Array, postscriptName?: string) => unknown };
type GlyphRun = { glyphs: unknown[] };
type ParsedFont = { layout: (text: string, ...options: unknown[]) => GlyphRun };

// Shaping a line (fontkit's layout: its substitution and positioning lookups) was half of a PDF's cost: pdf-lib shapes
// every line twice, once to measure it and once to draw it, and most lines are the same on every certificate. A font
// keeps the runs of the texts it shaped last; pdf-lib only reads their glyphs, which the font itself shares anyway.
// 500 texts a font: the lines every certificate has and the names of the last hundred or so, about 6 MB at most
// (2,000 held 16 MB).
const RUNS_KEPT_PER_FONT = 500;
function keepingRuns(font: ParsedFont): ParsedFont {
  const shape = font.layout.bind(font);
  const runs = new LRUCache<string, GlyphRun>({ max: RUNS_KEPT_PER_FONT });
  font.layout = (text, ...options) => {
    // pdf-lib passes its font features (none here): a call with any is shaped as asked.
    if (options.some((option) => option !== undefined)) return shape(text, ...options);
    let run = runs.get(text);
    if (!run) {
      run = shape(text);
      runs.set(text, run);
    }
    return run;
  };
  return font;
}

// fontkit parses the whole 700 kB font on every embed; the parsed font is only read while a subset is made, so each
// font file (kept for the life of the process) is parsed once and shared by every PDF.
const parsedFonts = new WeakMap<Uint8Array, unknown>();
const parsingOnce: Fontkit = {
  create(data, postscriptName) {
    if (postscriptName) return fontkit.create(data, postscriptName);
    let font = parsedFonts.get(data);
    if (!font) {
      font = keepingRuns(fontkit.create(data) as ParsedFont);
      parsedFonts.set(data, font);
    }
    return font;
  },
};

// pdf-lib compresses the embedded font subsets with pako, JavaScript's deflate, which took a fifth of a PDF's CPU;
// Node's zlib writes the same zlib format natively. The page's content stream, a few hundred bytes, stays with pako.
function deflateNatively(document: PDFDocument) {
  const { context } = document;
  // A string is one byte per character, as pdf-lib reads it (the font's ToUnicode map is one).
  context.flateStream = (contents, dict = {}) =>
    context.stream(deflateSync(typeof contents === 'string' ? Buffer.from(contents, 'latin1') : contents), {
      ...dict,
      Filter: 'FlateDecode',
    });
}

const ink = rgb(0.12, 0.16, 0.22);
const accent = rgb(0.04, 0.35, 0.85);
const muted = rgb(0.35, 0.38, 0.42);
const MARGIN = 24;

type Fonts = { regular: PDFFont; bold: PDFFont };

// One line of text as typed, composed (NFC: pdf-lib places glyphs by advance width only, so a separate combining
// accent would not sit over its letter) and with runs of whitespace as one space. A character DejaVu Sans lacks (CJK,
// emoji) is drawn as the font's empty box, never failing the PDF; the certificate page and its JSON keep the name.
const printable = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

// A line centred on the page, shrunk until it fits the width between the borders.
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = ink) {
  const line = printable(text);
  const maxWidth = page.getWidth() - 6 * MARGIN;
  let fitted = size;
  while (fitted > 8 && font.widthOfTextAtSize(line, fitted) > maxWidth) fitted -= 1;
  const width = font.widthOfTextAtSize(line, fitted);
  page.drawText(line, { x: (page.getWidth() - width) / 2, y, size: fitted, font, color });
}

function corner(page: PDFPage, fonts: Fonts, label: string, value: string, x: number, align: 'left' | 'right') {
  const text = printable(value);
  const at = (font: PDFFont, line: string, size: number) =>
    align === 'left' ? x : x - font.widthOfTextAtSize(line, size);
  page.drawText(label, { x: at(fonts.regular, label, 10), y: 110, size: 10, font: fonts.regular, color: muted });
  page.drawText(text, { x: at(fonts.bold, text, 13), y: 92, size: 13, font: fonts.bold, color: ink });
}

// The certificate page (R16.4, see render-pdf.ts), laid out and saved.
export async function layOutCertificate(
  certificate: PublicCertificate,
  verifyUrl: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  deflateNatively(document);
  document.setTitle(`Certificate ${certificate.publicId}`);
  document.setSubject(`${certificate.courseFullName}: ${certificate.studentName}`);
  document.setAuthor(certificate.issuer);
  document.setCreator('RS School App');
  const [height, width] = PageSizes.A4;
  const page = document.addPage([width, height]);
  document.registerFontkit(parsingOnce as Parameters<typeof document.registerFontkit>[0]);
  const files = await certificateFontFiles();
  // Subsets: only the glyphs the page uses are embedded, so the PDF stays tens of kilobytes instead of 1.4 MB.
  const fonts: Fonts = {
    regular: await document.embedFont(files.regular, { subset: true }),
    bold: await document.embedFont(files.bold, { subset: true }),
  };
  page.drawRectangle({
    x: MARGIN,
    y: MARGIN,
    width: width - 2 * MARGIN,
    height: height - 2 * MARGIN,
    borderColor: accent,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: MARGIN + 8,
    y: MARGIN + 8,
    width: width - 2 * MARGIN - 16,
    height: height - 2 * MARGIN - 16,
    borderColor: accent,
    borderWidth: 0.75,
  });
  centred(page, 'CERTIFICATE', 480, fonts.bold, 44, accent);
  centred(page, 'of completion', 450, fonts.regular, 16, muted);
  centred(page, 'This is to certify that', 395, fonts.regular, 14);
  centred(page, certificate.studentName, 350, fonts.bold, 34);
  centred(page, 'has successfully completed the course', 310, fonts.regular, 14);
  centred(page, certificate.courseFullName, 270, fonts.bold, 24);
  if (certificate.discipline) centred(page, `Discipline: ${certificate.discipline}`, 240, fonts.regular, 12, muted);
  corner(page, fonts, 'Date of issue', certificate.issueDate, 6 * MARGIN, 'left');
  corner(page, fonts, 'Issued by', certificate.issuer, width - 6 * MARGIN, 'right');
  centred(page, `Certificate ID: ${certificate.publicId}`, 62, fonts.regular, 9, muted);
  centred(page, `Verify at: ${verifyUrl}`, 48, fonts.regular, 9, muted);
  // A copy on its own ArrayBuffer: the typed body a response takes.
  return new Uint8Array(await document.save());
}
