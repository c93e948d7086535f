import fc from 'fast-check';
import {
  planRegular,
  planStage,
  seededRandom,
  stageCapacity,
  type InterviewPlan,
  type PlanMentor,
  type PlanStudent,
} from '@/server/modules/interviews/service/plan';

// rules.md R10.4 / R10.5: properties of the pure planners (capacity, own mentor, expelled, maximality, seeds).
const cities = ['Minsk', 'Paris', null];
const countries = ['Belarus', 'France', null];

const mentorArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    capacity: fc.integer({ min: 0, max: 4 }),
    preference: fc.constantFrom('any' as const, 'city' as const, 'country' as const),
    cityName: fc.constantFrom(...cities),
    countryName: fc.constantFrom(...countries),
  });

const world = fc.integer({ min: 0, max: 8 }).chain((mentorCount) =>
  fc.tuple(
    fc.tuple(...Array.from({ length: mentorCount }, (_, index) => mentorArb(index + 1))),
    fc.array(
      fc.record({
        mentorId: fc.option(fc.integer({ min: 1, max: Math.max(1, mentorCount) }), { nil: null }),
        isExpelled: fc.boolean(),
        totalScore: fc.integer({ min: 0, max: 100 }),
        cityName: fc.constantFrom(...cities),
        countryName: fc.constantFrom(...countries),
      }),
      { maxLength: 30 },
    ),
    fc.integer(),
  ),
);

const withIds = (rows: Omit<PlanStudent, 'id'>[]): PlanStudent[] =>
  rows.map((row, index) => ({ ...row, id: 100 + index }));

function checkCommon(mentors: PlanMentor[], students: PlanStudent[], plan: InterviewPlan) {
  const byId = new Map(students.map((student) => [student.id, student]));
  const load = new Map<number, number>();
  for (const pair of plan.pairs) load.set(pair.mentorId, (load.get(pair.mentorId) ?? 0) + 1);
  for (const mentor of mentors) expect(load.get(mentor.id) ?? 0).toBeLessThanOrEqual(Math.max(0, mentor.capacity));
  for (const pair of plan.pairs) expect(byId.get(pair.studentId)?.isExpelled).toBe(false);
  const placed = plan.pairs.map((pair) => pair.studentId);
  expect(new Set(placed).size).toBe(placed.length);
  expect(plan.unassigned.some((id) => placed.includes(id))).toBe(false);
  return load;
}

const same = (a?: string | null, b?: string | null) => Boolean(a && b && a === b);

describe('planRegular (R10.4)', () => {
  it('respects capacity, never pairs own mentor or expelled, leaves nobody a free mentor could take', () => {
    fc.assert(
      fc.property(world, ([mentors, rows, seed]) => {
        const students = withIds(rows);
        const plan = planRegular(mentors, students, seededRandom(seed));
        const load = checkCommon(mentors, students, plan);
        for (const pair of plan.pairs) {
          expect(students.find((s) => s.id === pair.studentId)?.mentorId).not.toBe(pair.mentorId);
        }
        for (const id of plan.unassigned) {
          const student = students.find((s) => s.id === id) as PlanStudent;
          const taker = mentors.find((m) => (load.get(m.id) ?? 0) < m.capacity && m.id !== student.mentorId);
          expect(taker).toBeUndefined();
        }
        expect(plan.pairs.length + plan.unassigned.length).toBe(students.filter((s) => !s.isExpelled).length);
        expect(planRegular(mentors, students, seededRandom(seed))).toEqual(plan);
      }),
      { numRuns: 300 },
    );
  });

  it('handles 0 and 1 students and 3,000 students × 300 interviewers quickly', () => {
    const mentors = Array.from({ length: 300 }, (_, index) => ({ id: index + 1, capacity: 12 }));
    expect(planRegular(mentors, [], seededRandom(1))).toEqual({ pairs: [], unassigned: [] });
    const one = [{ id: 1, mentorId: 1, isExpelled: false, totalScore: 1 }];
    expect(planRegular([{ id: 1, capacity: 1 }], one, seededRandom(1))).toEqual({ pairs: [], unassigned: [1] });
    expect(planRegular(mentors.slice(0, 2), one, seededRandom(1)).pairs).toEqual([{ mentorId: 2, studentId: 1 }]);
    const students = Array.from({ length: 3000 }, (_, index) => ({
      id: index + 1,
      mentorId: (index % 300) + 1,
      isExpelled: index % 97 === 0,
      totalScore: index % 100,
    }));
    const plan = planRegular(mentors, students, seededRandom(7));
    checkCommon(mentors, students, plan);
    expect(plan.pairs.length).toBe(students.filter((s) => !s.isExpelled).length);
  });
});

describe('planStage (R10.5)', () => {
  it('respects capacity and preference groups, places no mentored or expelled student, leaves no takeable student', () => {
    fc.assert(
      fc.property(world, ([mentors, rows, seed]) => {
        const students = withIds(rows);
        const plan = planStage(mentors, students, seededRandom(seed));
        const load = checkCommon(mentors, students, plan);
        const byId = new Map(students.map((s) => [s.id, s]));
        const mentorById = new Map(mentors.map((m) => [m.id, m]));
        for (const pair of plan.pairs) {
          const student = byId.get(pair.studentId) as PlanStudent;
          const mentor = mentorById.get(pair.mentorId) as PlanMentor;
          expect(student.mentorId).toBeNull();
          if (mentor.preference === 'city') expect(same(mentor.cityName, student.cityName)).toBe(true);
          if (mentor.preference === 'country') expect(same(mentor.countryName, student.countryName)).toBe(true);
        }
        for (const id of plan.unassigned) {
          const student = byId.get(id) as PlanStudent;
          const taker = mentors.find(
            (m) =>
              (load.get(m.id) ?? 0) < m.capacity &&
              (m.preference === 'any' ||
                (m.preference === 'city' && same(m.cityName, student.cityName)) ||
                (m.preference === 'country' && same(m.countryName, student.countryName))),
          );
          expect(taker).toBeUndefined();
        }
        const candidates = students.filter((s) => !s.isExpelled && s.mentorId === null);
        expect(plan.pairs.length + plan.unassigned.length).toBe(candidates.length);
        expect(planStage(mentors, students, seededRandom(seed))).toEqual(plan);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the best-scored candidates first and sizes capacity as R10.5 says', () => {
    const students = [10, 90, 50].map((totalScore, index) => ({
      id: index + 1,
      mentorId: null,
      isExpelled: false,
      totalScore,
    }));
    const plan = planStage([{ id: 1, capacity: 2, preference: 'any' }], students, seededRandom(3));
    expect(plan.pairs.map((pair) => pair.studentId)).toEqual([2, 3]);
    expect(plan.unassigned).toEqual([1]);
    expect([stageCapacity(2, 2, 0), stageCapacity(2, 3, 0), stageCapacity(2, 1, 0), stageCapacity(5, 1, 1)]).toEqual([
      0, 0, 2, 5,
    ]);
    expect(planStage([], [], seededRandom(1))).toEqual({ pairs: [], unassigned: [] });
  });

  it('plans 3,000 candidates × 300 interviewers within the budget', () => {
    const mentors = Array.from({ length: 300 }, (_, index) => ({
      id: index + 1,
      capacity: 10,
      preference: (['any', 'city', 'country'] as const)[index % 3],
      cityName: cities[index % 3],
      countryName: countries[index % 3],
    }));
    const students = Array.from({ length: 3000 }, (_, index) => ({
      id: index + 1,
      mentorId: null,
      isExpelled: false,
      totalScore: index % 100,
      cityName: cities[index % 3],
      countryName: countries[index % 2],
    }));
    const plan = planStage(mentors, students, seededRandom(11));
    checkCommon(mentors, students, plan);
  });
});
