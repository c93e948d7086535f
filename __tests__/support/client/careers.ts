import type { Resume } from '@/api/model';

// A published CV as GET /opportunities/{githubId}/resume and the public page answer it (access.md §36 Resume).
export function makeResume(overrides: Partial<Resume> = {}): Resume {
  return {
    uuid: '6f1c1d7e-8a8b-4c1e-9a53-3f0c6f0d9a11',
    link: 'http://localhost:3000/cv/6f1c1d7e-8a8b-4c1e-9a53-3f0c6f0d9a11',
    name: 'Stella Student',
    desiredPosition: 'Junior Front-end Developer',
    selfIntroLink: null,
    startFrom: '2026-04-01',
    fullTime: true,
    militaryService: 'notLiable',
    englishLevel: 'b2',
    avatarLink: null,
    notes: 'Former accountant who fell for JavaScript and writes tests for what she builds.',
    locations: ['Warsaw', 'Remote'],
    contacts: {
      phone: null,
      email: 'stella@example.com',
      skype: null,
      telegram: 'stella_rs',
      linkedin: null,
      githubUsername: 'stella',
      website: null,
    },
    expires: '2999-01-01T00:00:00.000Z',
    isHidden: false,
    visibleCourses: [],
    courses: [
      {
        courseId: 1,
        name: 'JS/FE 2026',
        fullName: 'JavaScript / Front-end 2026',
        completed: false,
        mentor: { githubId: 'mark', name: 'Mark Mentor' },
        isExpelled: false,
        certificatePublicId: null,
        totalScore: 350,
        rank: 4,
      },
      {
        courseId: 2,
        name: 'JS/FE 2025',
        fullName: 'JavaScript / Front-end 2025',
        completed: true,
        mentor: null,
        isExpelled: false,
        certificatePublicId: '0d2c7e4a-1111-4c1e-9a53-3f0c6f0d9a11',
        totalScore: 510,
        rank: 1,
      },
    ],
    feedbacks: [
      {
        id: 5,
        courseName: 'JS/FE 2026',
        author: { githubId: 'mark', name: 'Mark Mentor' },
        recommendationComment: 'A reliable developer.',
        englishLevel: 'b2',
        softSkills: [{ id: 'skill.soft.responsible', value: 'Excellent' }],
        createdDate: '2026-03-01T10:00:00.000Z',
      },
    ],
    gratitudes: {
      count: 1,
      items: [
        {
          badgeId: 'Helping_hand',
          comment: 'Thanks for the help in chat.',
          date: '2026-02-20T10:00:00.000Z',
          from: { githubId: 'anna', name: 'Anna Ivanova' },
        },
      ],
    },
    ...overrides,
  };
}
