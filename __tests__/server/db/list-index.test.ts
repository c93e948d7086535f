import { orderedMatches, orderPositions } from '@/server/db/list-index';
import { seededRandom } from '@/server/seed/random';

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

  it("answers the same through the order's positions, for any order and matches (duplicates, strangers)", () => {
    const random = seededRandom(12);
    for (let round = 0; round < 200; round += 1) {
      const size = 1 + Math.floor(random() * 300);
      const start = Math.floor(random() * 1000);
      // Distinct ids, one to three apart, shuffled.
      let next = start;
      const ids = Array.from({ length: size }, () => (next += 1 + Math.floor(random() * 3)));
      for (let i = ids.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [ids[i], ids[j]] = [ids[j], ids[i]];
      }
      const order = Int32Array.from(ids);
      const matched = Int32Array.from(
        Array.from({ length: Math.floor(random() * size * 1.5) }, () => start - 5 + Math.floor(random() * size * 3.5)),
      );
      const positions = orderPositions(order);
      expect(positions).toBeDefined();
      expect(Array.from(orderedMatches(order, matched, positions))).toEqual(Array.from(orderedMatches(order, matched)));
    }
  });

  it('has no positions for ids spread far wider than their count', () => {
    expect(orderPositions(Int32Array.from([5, 20_000_000, 9]))).toBeUndefined();
    expect(orderPositions(new Int32Array(0))).toBeUndefined();
    expect(Array.from(orderedMatches(ordered, Int32Array.from([3, 99, 7]), orderPositions(ordered)))).toEqual([
      7, 99, 3,
    ]);
  });
});
