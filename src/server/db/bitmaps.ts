// Issue 12: sets of places in a list (0 … count - 1) as bitmaps, a bit per place: the lists' filters (one per needle,
// put together a word per 32 places) and a filter's matches marked by their place in an order (db/list-index.ts).

// A bitmap of `count` places, none set.
export const emptyBitmap = (count: number) => new Uint32Array((count >>> 5) + 1);

export function setPlace(bits: Uint32Array, place: number): void {
  bits[place >>> 5] |= 1 << (place & 31);
}

export function hasPlace(bits: Uint32Array, place: number): boolean {
  return ((bits[place >>> 5] >>> (place & 31)) & 1) === 1;
}

// A bitmap of `count` places, with the places `keeps` holds set.
export function bitmapOf(count: number, keeps: (place: number) => boolean): Uint32Array {
  const bits = emptyBitmap(count);
  for (let place = 0; place < count; place += 1) if (keeps(place)) setPlace(bits, place);
  return bits;
}

// Needles' bitmaps remembered per course and version by the lists' keys (score-index.ts, roster-keys.ts): 6 kB each
// at 50,000 students.
export const MAX_KEPT_BITMAPS = 1000;

// The bitmap `kept` holds for `key`, else built now and kept; a full map starts over (a version's needles are few).
export function keptBitmap(kept: Map<string, Uint32Array>, key: string, build: () => Uint32Array): Uint32Array {
  let bits = kept.get(key);
  if (!bits) {
    bits = build();
    if (kept.size >= MAX_KEPT_BITMAPS) kept.clear();
    kept.set(key, bits);
  }
  return bits;
}

// `valueAt` of each place set in every bitmap of `bitmaps` (of one count), in the order of the places; none when
// `bitmaps` is empty.
export function valuesOfSetPlaces(bitmaps: readonly Uint32Array[], valueAt: (place: number) => number): Int32Array {
  const [first, ...others] = bitmaps;
  if (!first) return new Int32Array(0);
  const values: number[] = [];
  for (let word = 0; word < first.length; word += 1) {
    let rest = first[word];
    for (const other of others) rest &= other[word];
    while (rest !== 0) {
      const lowest = rest & -rest;
      values.push(valueAt((word << 5) + 31 - Math.clz32(lowest)));
      rest ^= lowest;
    }
  }
  return Int32Array.from(values);
}
