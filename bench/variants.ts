// The query variants the lists are driven with. Hot: a few views rotated, as many users open the same pages (the
// caches of issue 12 answer them). Cold: every request another page, order or filter, none repeated within a run,
// so that each one misses every cache and measures the statement behind the list.
import { studentOrderByValues } from '../src/server/modules/course-students/schemas';
import { scoreOrderByValues } from '../src/server/modules/scores/schemas';
import { seededRandom } from '../src/server/seed/random';
import { heroesRadarPaths } from './gratitudes';

const CITIES = ['Warsaw', 'Krakow', 'Tbilisi', 'Vilnius', 'Almaty', 'Tashkent', 'Berlin', 'Riga', 'Bishkek', 'Kyiv'];
const FIRST_NAMES = ['Anna', 'Ivan', 'Maria', 'Pavel', 'Olga', 'Dmitry', 'Elena', 'Sergey', 'Nina', 'Artem'];
const LAST_NAMES = ['Ivanova', 'Petrov', 'Sidorova', 'Kuznetsov', 'Smirnova', 'Popov', 'Volkova', 'Sokolov'];
const COUNTRIES = ['Poland', 'Georgia', 'Lithuania', 'Kazakhstan', 'Germany', 'Latvia', 'Ukraine'];
// demo-mentor-00 … demo-mentor-29: each prefix matches ten of the 300 mentors, about 3 % of the students.
const MENTOR_PREFIXES = Array.from({ length: 30 }, (_, i) => `demo-mentor-${String(i).padStart(2, '0')}`);
const DIRECTIONS = ['asc', 'desc'];

const pages = (rows: number, pageSize = 100) =>
  Array.from({ length: Math.max(1, Math.ceil(rows / pageSize)) }, (_, i) => i + 1);

// A deterministic shuffle: consecutive requests differ in every dimension, and each run sends the same sequence.
function shuffled<T>(values: T[], seed: number): T[] {
  const random = seededRandom(seed);
  const out = [...values];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// The score page as students open it: sorted by total, filtered by city and by a mentor login prefix
// (demo-mentor-01 matches ten mentors, demo-mentor-123 one), rotating: 16 views.
export function hotScorePaths(courseId: number): string[] {
  return ['Warsaw', 'Tbilisi', 'Almaty', 'Riga'].flatMap((city, i) =>
    ['demo-mentor-01', 'demo-mentor-123', 'demo-mentor-25', 'demo-mentor-007'].map(
      (mentor, j) =>
        `/api/v2/course/${courseId}/students/score?activeOnly=${(i + j) % 2 ? 'true' : 'false'}&orderBy=totalScore&orderDirection=desc&current=1&pageSize=100&cityName=${city}&mentor.githubId=${mentor}`,
    ),
  );
}

// Score page of a course of `students`: orders × scope × (no filter over every page, a city, a mentor prefix, a first
// name, a city and a mentor prefix together), each filter paged as far as it has rows. 10,000 students: 22,000+.
export function coldScorePaths(courseId: number, students: number): string[] {
  const filters = [
    ...pages(students).map((page) => ({ page, filter: '' })),
    ...CITIES.flatMap((city) => pages(students / 10).map((page) => ({ page, filter: `&cityName=${city}` }))),
    ...MENTOR_PREFIXES.flatMap((mentor) =>
      pages(students / 35).map((page) => ({ page, filter: `&mentor.githubId=${mentor}` })),
    ),
    ...FIRST_NAMES.flatMap((name) => pages(students / 24).map((page) => ({ page, filter: `&name=${name}` }))),
    ...CITIES.flatMap((city) =>
      MENTOR_PREFIXES.map((mentor) => ({ page: 1, filter: `&cityName=${city}&mentor.githubId=${mentor}` })),
    ),
  ];
  const hot = new Set(hotScorePaths(courseId));
  const all = scoreOrderByValues
    .flatMap((orderBy) =>
      DIRECTIONS.flatMap((direction) =>
        ['true', 'false'].flatMap((activeOnly) =>
          filters.map(
            ({ page, filter }) =>
              `/api/v2/course/${courseId}/students/score?activeOnly=${activeOnly}&orderBy=${orderBy}&orderDirection=${direction}&current=${page}&pageSize=100${filter}`,
          ),
        ),
      ),
    )
    .filter((path) => !hot.has(path));
  return shuffled(all, courseId * 7 + students);
}

// The course students table (pages.md §4): orders × status × (every page, the global search by city, first name or
// mentor prefix, the country and mentor column searches), two page sizes.
export function coldStudentPaths(courseId: number, students: number): string[] {
  const searches = [
    ...pages(students).map((page) => ({ page, filter: '' })),
    ...CITIES.flatMap((city) => pages(students / 10).map((page) => ({ page, filter: `&search=${city}` }))),
    ...FIRST_NAMES.flatMap((name) => pages(students / 24).map((page) => ({ page, filter: `&search=${name}` }))),
    ...MENTOR_PREFIXES.map((mentor) => ({ page: 1, filter: `&mentor=${mentor}` })),
    ...COUNTRIES.flatMap((country) => pages(students / 10).map((page) => ({ page, filter: `&country=${country}` }))),
  ];
  const all = studentOrderByValues.flatMap((orderBy) =>
    DIRECTIONS.flatMap((direction) =>
      ['', '&status=active'].flatMap((status) =>
        [100, 50].flatMap((pageSize) =>
          searches.map(
            ({ page, filter }) =>
              `/api/v2/courses/${courseId}/students?current=${page}&pageSize=${pageSize}&orderBy=${orderBy}&orderDirection=${direction}${status}${filter}`,
          ),
        ),
      ),
    ),
  );
  return shuffled(all, courseId * 11 + students);
}

// The mentor registry of 5,000 applications: orders × status × (every page, a discipline or two, a city, a login,
// a preferred course).
export function coldRegistryPaths(courseIds: number[]): string[] {
  const disciplines = ['JavaScript', 'Android', 'AWS', 'JavaScript,AWS', 'Android,AWS', 'JavaScript,Android'];
  const filters = [
    ...pages(5000).map((page) => ({ page, filter: '' })),
    ...disciplines.flatMap((list) => pages(2000).map((page) => ({ page, filter: `&technicalMentoring=${list}` }))),
    ...CITIES.flatMap((city) => pages(500).map((page) => ({ page, filter: `&cityName=${city}` }))),
    ...Array.from({ length: 1000 }, (_, i) => ({ page: 1, filter: `&githubId=bench-user-${i + 1}` })),
    ...courseIds.flatMap((id) => pages(1500).map((page) => ({ page, filter: `&preferedCourses=${id}` }))),
  ];
  const all = ['receivedDate', 'githubId'].flatMap((orderBy) =>
    DIRECTIONS.flatMap((direction) =>
      ['all', 'new'].flatMap((status) =>
        filters.map(
          ({ page, filter }) =>
            `/api/v2/registry/mentors?status=${status}&currentPage=${page}&pageSize=100&orderBy=${orderBy}&orderDirection=${direction}${filter}`,
        ),
      ),
    ),
  );
  return shuffled(all, 5000);
}

// User search over 50,000 users: "first last", "last first", logins of every kind; 30,000+ distinct queries.
export function coldSearchPaths(): string[] {
  const names = FIRST_NAMES.flatMap((first) => LAST_NAMES.flatMap((last) => [`${first} ${last}`, `${last} ${first}`]));
  const logins = Array.from({ length: 30_000 }, (_, i) => `bench-user-${i + 1}`);
  const students = Array.from({ length: 2_000 }, (_, i) => `demo-student-${String(i + 1).padStart(5, '0')}`);
  const queries = [...names, ...logins, ...students, ...MENTOR_PREFIXES];
  return shuffled(queries, 50_000).map((query) => `/api/v2/users/search?query=${encodeURIComponent(query)}`);
}

// Today's rotating views of the lists (a handful each): the PGlite mode keeps measuring these.
export function rotatingPaths(courseId: number) {
  const names = ['an', 'iva', 'pet', 'olg', 'mar', 'so', 'kir', 'ele'];
  const cities = ['Warsaw', 'Tbilisi', 'Almaty', 'Riga'];
  return {
    registry: [
      '/api/v2/registry/mentors?status=all&currentPage=1&pageSize=100',
      '/api/v2/registry/mentors?status=new&currentPage=2&pageSize=100&technicalMentoring=JavaScript',
      `/api/v2/registry/mentors?status=all&currentPage=1&pageSize=100&preferedCourses=${courseId}&cityName=in`,
      '/api/v2/registry/mentors?status=all&currentPage=5&pageSize=100&technicalMentoring=AWS,Android',
    ],
    students: [
      ...['totalScore', 'rank', 'name', 'cityName'].map(
        (orderBy, i) =>
          `/api/v2/courses/${courseId}/students?current=${i + 1}&pageSize=100&orderBy=${orderBy}&orderDirection=${i % 2 ? 'asc' : 'desc'}`,
      ),
      ...names
        .slice(0, 4)
        .map(
          (search) =>
            `/api/v2/courses/${courseId}/students?current=1&pageSize=100&status=active&orderBy=totalScore&orderDirection=desc&search=${search}`,
        ),
      ...cities.map(
        (city) =>
          `/api/v2/courses/${courseId}/students?current=1&pageSize=100&orderBy=name&orderDirection=asc&search=${city}`,
      ),
    ],
    search: [...names, 'ivan pet', 'bench-user-4', 'anna iva'].map(
      (query) => `/api/v2/users/search?query=${encodeURIComponent(query)}`,
    ),
    heroesRadar: heroesRadarPaths(courseId),
  };
}
