// rules.md R10.4 / R10.5: pure planners of an interview distribution. Same input and random source → same plan.
export type RandomSource = () => number;

export type PlanMentor = {
  id: number;
  capacity: number;
  preference?: 'any' | 'city' | 'country';
  cityName?: string | null;
  countryName?: string | null;
};

export type PlanStudent = {
  id: number;
  mentorId: number | null;
  isExpelled: boolean;
  totalScore: number;
  cityName?: string | null;
  countryName?: string | null;
};

export type PlannedPair = { mentorId: number; studentId: number };
export type InterviewPlan = { pairs: PlannedPair[]; unassigned: number[] };

// Reproducible from a seed: mulberry32, for tests, the bench and dry runs that must repeat.
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

type Turn = { mentor: PlanMentor; left: number };

// The mentor whose turn it is: largest remaining capacity, then lowest id.
function nextTurn(turns: Turn[]): Turn | undefined {
  let best: Turn | undefined;
  for (const turn of turns) {
    if (turn.left <= 0) continue;
    if (!best || turn.left > best.left || (turn.left === best.left && turn.mentor.id < best.mentor.id)) best = turn;
  }
  return best;
}

// Mentors take turns; each picks the first still-free pool student `allowed` for him. A mentor with nobody left he
// may take drops out (the pool only shrinks, so nobody he may take appears later): the plan is maximal.
function takeTurns(
  mentors: readonly PlanMentor[],
  pool: readonly PlanStudent[],
  allowed: (mentor: PlanMentor, student: PlanStudent) => boolean,
  taken: Set<number>,
): PlannedPair[] {
  const pairs: PlannedPair[] = [];
  const turns: Turn[] = mentors.map((mentor) => ({ mentor, left: Math.max(0, Math.floor(mentor.capacity)) }));
  const starts = new Map<number, number>();
  for (let turn = nextTurn(turns); turn; turn = nextTurn(turns)) {
    const { mentor } = turn;
    let index = starts.get(mentor.id) ?? 0;
    while (index < pool.length && (taken.has(pool[index].id) || !allowed(mentor, pool[index]))) index += 1;
    if (index >= pool.length) {
      turn.left = 0;
      continue;
    }
    // Everything before `index` is taken or never allowed for this mentor: his next scan starts here.
    starts.set(mentor.id, index + 1);
    taken.add(pool[index].id);
    pairs.push({ mentorId: mentor.id, studentId: pool[index].id });
    turn.left -= 1;
  }
  return pairs;
}

const unassignedOf = (students: readonly PlanStudent[], taken: Set<number>) =>
  students.filter((student) => !taken.has(student.id)).map((student) => student.id);

// R10.4: the pool shuffled; a mentor never interviews his own mentee; expelled students are never placed.
export function planRegular(
  mentors: readonly PlanMentor[],
  students: readonly PlanStudent[],
  random: RandomSource,
): InterviewPlan {
  const active = students.filter((student) => !student.isExpelled);
  const pool = shuffle(active, random);
  const taken = new Set<number>();
  const pairs = takeTurns(mentors, pool, (mentor, student) => student.mentorId !== mentor.id, taken);
  return { pairs, unassigned: unassignedOf(active, taken) };
}

// R10.5 capacity: free = maxStudentsLimit − active mentees; ≤ 0 → 0; 1 → 2; else free + 2; minus live pairs.
export function stageCapacity(maxStudentsLimit: number, activeMentees: number, livePairs: number): number {
  const free = maxStudentsLimit - activeMentees;
  const base = free <= 0 ? 0 : free === 1 ? 2 : free + 2;
  return Math.max(0, base - livePairs);
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

// R10.5: groups city, country, any in order; best total first (ties in shuffled order); a student who already has
// a mentor or is expelled is never placed.
export function planStage(
  mentors: readonly PlanMentor[],
  students: readonly PlanStudent[],
  random: RandomSource,
): InterviewPlan {
  const candidates = students.filter((student) => !student.isExpelled && student.mentorId === null);
  const pool = shuffle(candidates, random).sort((a, b) => b.totalScore - a.totalScore);
  const taken = new Set<number>();
  const byPreference = (preference: PlanMentor['preference']) =>
    mentors.filter((mentor) => (mentor.preference ?? 'any') === preference);
  const pairs = [
    ...takeTurns(byPreference('city'), pool, (m, s) => same(m.cityName, s.cityName), taken),
    ...takeTurns(byPreference('country'), pool, (m, s) => same(m.countryName, s.countryName), taken),
    ...takeTurns(byPreference('any'), pool, () => true, taken),
  ];
  return { pairs, unassigned: unassignedOf(candidates, taken) };
}
