import { HttpResponse, http } from 'msw';

import type { Course, DevUser, Problem, Session } from '@/api/model';

export const API = 'http://localhost';

export function makeSession(overrides: Partial<Session> = {}): Session {
  return { id: 1, githubId: 'jane-doe', isAdmin: false, isHirer: false, courses: {}, ...overrides };
}

export function courseRoles(
  roles: Session['courses'][string]['roles'],
  isExpelled = false,
): Session['courses'][string] {
  return { roles, isExpelled, mentorId: null, studentId: null };
}

export function makeCourse(overrides: Partial<Course> = {}): Course {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Course ${id}`,
    fullName: `Course ${id} full name`,
    alias: `course-${id}`,
    description: null,
    descriptionUrl: null,
    year: 2025,
    startDate: '2025-02-01T00:00:00.000Z',
    endDate: '2025-06-30T00:00:00.000Z',
    registrationEndDate: null,
    discipline: { id: 1, name: 'JavaScript' },
    discordServerId: null,
    completed: false,
    planned: false,
    inviteOnly: false,
    certificateIssuer: null,
    personalMentoring: false,
    personalMentoringStartDate: null,
    personalMentoringEndDate: null,
    logo: null,
    minStudentsPerMentor: 2,
    certificateThreshold: 70,
    communityUrl: null,
    certificateDisciplines: [],
    ...overrides,
  };
}

export function makeDevUser(overrides: Partial<DevUser> = {}): DevUser {
  return {
    id: 1,
    githubId: 'demo-student',
    name: 'Demo Student',
    isAdmin: false,
    isHirer: false,
    courses: [],
    ...overrides,
  };
}

export function problem(status: number, detail = 'Problem'): Problem {
  return { type: `/problems/${status}`, title: 'Problem', status, detail, requestId: 'test' };
}

export function problemResponse(status: number, detail?: string) {
  return HttpResponse.json(problem(status, detail), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

export const sessionHandler = (session: Session) => http.get(`${API}/api/v2/session`, () => HttpResponse.json(session));
export const sessionFailure = (status: number) => http.get(`${API}/api/v2/session`, () => problemResponse(status));
export const coursesHandler = (courses: Course[]) =>
  http.get(`${API}/api/v2/profile/courses`, () => HttpResponse.json(courses));
export const coursesFailure = (status: number) =>
  http.get(`${API}/api/v2/profile/courses`, () => problemResponse(status));
