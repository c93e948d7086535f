import fc from 'fast-check';
import { planTeams, teamCount, type PlanRegistration, type PlanSettings } from '@/server/modules/teams/service';

// rules.md R12.6: the distribution planner is a pure function of its registrations, teams, settings and random source.

const seeded = (seed: number) => {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
};

const settingsArb = fc
  .record({ min: fc.integer({ min: 2, max: 5 }), extra: fc.integer({ min: 0, max: 4 }), strict: fc.boolean() })
  .chain(({ min, extra, strict }) =>
    fc.integer({ min, max: min + extra }).map((size): PlanSettings => ({
      minTeamSize: min,
      maxTeamSize: min + extra,
      strictTeamSize: size,
      strictTeamSizeMode: strict,
    })),
  );

const registrationsArb = (max: number) =>
  fc
    .array(
      fc.record({
        rank: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
        active: fc.integer({ min: 0, max: 99 }).map((value) => value < 85),
        expelled: fc.boolean(),
      }),
      { maxLength: max },
    )
    .map((rows) =>
      rows.map((row, index): PlanRegistration => ({
        studentId: index + 1,
        rank: row.rank,
        active: row.active,
        expelled: row.expelled && index % 3 === 0,
        teamId: null,
      })),
    );

const capacity = (s: PlanSettings) => (s.strictTeamSizeMode ? s.strictTeamSize : s.maxTeamSize);
const eligible = (rows: PlanRegistration[]) => rows.filter((r) => r.active && !r.expelled && r.teamId === null);

describe('planTeams (R12.6)', () => {
  it('places every eligible student once, nobody else, and never over the capacity', () => {
    fc.assert(
      fc.property(registrationsArb(120), settingsArb, fc.integer(), (rows, settings, seed) => {
        const plan = planTeams(rows, [], settings, seeded(seed));
        const placed = plan.newTeams.flatMap((team) => team.studentIds);
        const expected = eligible(rows).map((r) => r.studentId);
        expect([...placed].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
        for (const team of plan.newTeams) {
          expect(team.studentIds.length).toBeGreaterThan(0);
          expect(team.studentIds.length).toBeLessThanOrEqual(capacity(settings));
        }
      }),
    );
  });

  it('fills open teams up to the size, dissolves lone members only when seats outnumber students', () => {
    fc.assert(
      fc.property(registrationsArb(60), settingsArb, fc.integer(), (rows, settings, seed) => {
        // Half of the active students already sit in teams of 1 or 2.
        const seated = rows.map((r, index) => ({
          ...r,
          teamId: r.active && !r.expelled && index % 2 === 0 ? 1000 + (index % 4) : null,
        }));
        const teamsById = new Map<number, number[]>();
        for (const r of seated)
          if (r.teamId !== null) teamsById.set(r.teamId, [...(teamsById.get(r.teamId) ?? []), r.studentId]);
        const existing = [...teamsById].map(([id, memberIds]) => ({
          id,
          memberIds: memberIds.slice(0, settings.strictTeamSize),
        }));
        const members = new Set(existing.flatMap((team) => team.memberIds));
        const input = seated.map((r) => ({ ...r, teamId: members.has(r.studentId) ? r.teamId : null }));
        const plan = planTeams(input, existing, settings, seeded(seed));
        for (const fill of plan.fills) {
          const team = existing.find((t) => t.id === fill.teamId);
          expect(team && team.memberIds.length + fill.studentIds.length).toBeLessThanOrEqual(settings.strictTeamSize);
          expect(plan.dissolvedTeamIds).not.toContain(fill.teamId);
        }
        const placed = [...plan.fills.flatMap((f) => f.studentIds), ...plan.newTeams.flatMap((t) => t.studentIds)];
        expect(new Set(placed).size).toBe(placed.length);
        for (const id of placed) {
          const row = input.find((r) => r.studentId === id);
          expect(row?.active && !row.expelled).toBe(true);
        }
      }),
    );
  });

  it('is reproducible from a seed', () => {
    fc.assert(
      fc.property(registrationsArb(80), settingsArb, fc.integer(), (rows, settings, seed) => {
        expect(planTeams(rows, [], settings, seeded(seed))).toEqual(planTeams(rows, [], settings, seeded(seed)));
      }),
    );
  });

  it.each([0, 1, 2, 3000])('handles %i students', (n) => {
    const rows: PlanRegistration[] = Array.from({ length: n }, (_, i) => ({
      studentId: i + 1,
      rank: i + 1,
      active: true,
      expelled: false,
      teamId: null,
    }));
    const settings = { minTeamSize: 2, maxTeamSize: 4, strictTeamSize: 3, strictTeamSizeMode: true };
    const plan = planTeams(rows, [], settings, seeded(7));
    expect(plan.newTeams.flatMap((team) => team.studentIds)).toHaveLength(n);
    expect(plan.newTeams).toHaveLength(n === 0 ? 0 : Math.ceil(n / 3));
    expect(plan.newTeams.every((team) => team.studentIds.length <= 3)).toBe(true);
    if (n > 0) expect(plan.newTeams[0].name).toBe('Random team #1');
  });

  it('spreads the best students by a snake draft over the rank order', () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({
      studentId: i + 1,
      rank: i + 1,
      active: true,
      expelled: false,
      teamId: null,
    }));
    const plan = planTeams(
      rows,
      [],
      { minTeamSize: 2, maxTeamSize: 4, strictTeamSize: 2, strictTeamSizeMode: true },
      seeded(1),
    );
    expect(plan.newTeams.map((team) => team.studentIds)).toEqual([
      [1, 6],
      [2, 5],
      [3, 4],
    ]);
  });

  it('uses fewer, larger teams outside strict mode when teams would fall below the minimum', () => {
    const settings = { minTeamSize: 3, maxTeamSize: 5, strictTeamSize: 3, strictTeamSizeMode: false };
    expect(teamCount(4, settings)).toBe(1);
    expect(teamCount(4, { ...settings, strictTeamSizeMode: true })).toBe(2);
    expect(teamCount(0, settings)).toBe(0);
  });
});
