import type { PDFFont } from 'pdf-lib';

// The PDF uses the standard Helvetica fonts (no font file to ship), which encode WinAnsi only. A letter outside it is
// written without its accent, or transliterated (Cyrillic, ł), or as "?", so that any name renders instead of failing;
// the certificate page and its JSON keep the exact spelling.
// Letter pairs "from to" (an empty "to" drops the letter): Cyrillic, and Latin letters NFD does not decompose.
const transliteration: Record<string, string> = Object.fromEntries(
  (
    'а a,б b,в v,г g,ґ g,д d,е e,ё e,є ye,ж zh,з z,и i,і i,ї yi,й y,к k,л l,м m,н n,о o,п p,р r,с s,т t,у u,ў u,' +
    'ф f,х kh,ц ts,ч ch,ш sh,щ shch,ъ ,ы y,ь ,э e,ю yu,я ya,ł l,đ d,ı i,ħ h,ŧ t'
  )
    .split(',')
    .map((pair) => pair.split(' ') as [string, string]),
);

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

function replacement(known: Set<number>, char: string): string {
  const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
  if (bare && [...bare].every((part) => known.has(part.codePointAt(0) as number))) return bare;
  const lower = char.toLowerCase();
  const latin = transliteration[lower];
  if (latin === undefined) return '?';
  return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
}

export function printable(font: PDFFont, text: string): string {
  const known = characterSet(font);
  return [...text.replace(/\s+/g, ' ').trim()]
    .map((char) => (known.has(char.codePointAt(0) as number) ? char : replacement(known, char)))
    .join('');
}
