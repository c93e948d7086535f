import { orderedMatches } from '@/server/db/list-index';

// Issue 12: a filter's ids in an order (db/list-index.ts) are the order's ids the filter keeps, in the order's order,
// whatever the ids' range (a bitmap over it, or a set when it is too wide).
describe("a filter's ids in an order", () => {
  const ordered = Int32Array.from([40, 7, 12, 99, 3, 58]);

  it('keeps the matched ids in the order, and ignores matches the order does not hold', () => {
    expect(Array.from(orderedMatches(ordered, Int32Array.from([3, 99, 7, 1000])))).toEqual([7, 99, 3]);
    expect(Array.from(orderedMatches(ordered, Int32Array.from([58])))).toEqual([58]);
  });

  it('is empty for no match, and for matches outside the order', () => {
    expect(Array.from(orderedMatches(ordered, new Int32Array(0)))).toEqual([]);
    expect(Array.from(orderedMatches(ordered, Int32Array.from([1, 2])))).toEqual([]);
  });

  it('answers the same when the ids lie too far apart for a bitmap', () => {
    const far = Int32Array.from([5, 20_000_000, 9]);
    const matched = Int32Array.from([20_000_000, 5]);
    expect(Array.from(orderedMatches(far, matched))).toEqual([5, 20_000_000]);
  });
});
