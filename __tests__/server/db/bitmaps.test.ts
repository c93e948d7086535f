import {
  MAX_KEPT_BITMAPS,
  bitmapOf,
  emptyBitmap,
  hasPlace,
  keptBitmap,
  setPlace,
  valuesOfSetPlaces,
} from '@/server/db/bitmaps';

// Issue 12: the sets of places the lists and the mentor registry keep as bitmaps (db/bitmaps.ts), a bit per place.

describe('bitmaps of places', () => {
  it('sets and reads places across word edges, and nothing else', () => {
    const count = 70;
    const set = [0, 30, 31, 32, 33, 63, 64, 69];
    const bits = emptyBitmap(count);
    for (const place of set) setPlace(bits, place);
    const read = Array.from({ length: count }, (_, place) => place).filter((place) => hasPlace(bits, place));
    expect(read).toEqual(set);
  });

  it('builds the same bitmap from a predicate, and walks its places in order', () => {
    const count = 100;
    const keeps = (place: number) => place % 7 === 3 || place === 31;
    const bits = bitmapOf(count, keeps);
    const expected = Array.from({ length: count }, (_, place) => place).filter(keeps);
    expect(expected.every((place) => hasPlace(bits, place))).toBe(true);
    expect(Array.from(valuesOfSetPlaces([bits], (place) => place))).toEqual(expected);
  });

  it('holds a bit per place: 5,000 places in 157 words', () => {
    expect(emptyBitmap(5_000)).toHaveLength(157);
  });

  it('builds a kept bitmap once per key, and starts over when the map is full', () => {
    const kept = new Map<string, Uint32Array>();
    const build = jest.fn(() => emptyBitmap(10));
    const first = keptBitmap(kept, 'city|minsk', build);
    expect(keptBitmap(kept, 'city|minsk', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    for (let index = 1; index < MAX_KEPT_BITMAPS; index += 1) keptBitmap(kept, `name|${index}`, build);
    expect(kept.size).toBe(MAX_KEPT_BITMAPS);
    keptBitmap(kept, 'one more', build);
    expect([...kept.keys()]).toEqual(['one more']);
  });
});
