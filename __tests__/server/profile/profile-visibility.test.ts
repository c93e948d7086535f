import { eq } from 'drizzle-orm';
import { mentorRegistries, mentors, profilePermissions } from '@/server/db/schema';
import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import {
  addCertificate,
  addCourse,
  addCourseUser,
  addMentor,
  addStudent,
  addUser,
  type TestUser,
} from '../../support/server/school';

// rules.md R19.1 (viewer relation) and R19.2 (what each relation sees), through GET /api/profile/info.
let ctx: TestContext;
const people = {} as Record<'owner' | 'mentee' | 'courseMentor' | 'applicant' | 'applicantManager', TestUser>;
let certificatePublicId: string;

const contacts = {
  contactsEpamEmail: 'owen_owner@epam.com',
  contactsEmail: 'owen@example.com',
  contactsTelegram: 'owen_tg',
  contactsPhone: '+371 2000 0000',
  contactsSkype: 'owen.skype',
  contactsWhatsapp: '+371 2000 0001',
  contactsNotes: 'Evenings only',
  contactsLinkedin: 'https://linkedin.com/in/owen',
};
const everyContact = {
  epamEmail: contacts.contactsEpamEmail,
  email: contacts.contactsEmail,
  telegram: contacts.contactsTelegram,
  phone: contacts.contactsPhone,
  skype: contacts.contactsSkype,
  whatsApp: contacts.contactsWhatsapp,
  notes: contacts.contactsNotes,
  linkedIn: contacts.contactsLinkedin,
};

type Info = {
  permissionsSettings?: Record<string, Record<string, boolean>>;
  generalInfo: Record<string, unknown>;
  contacts?: Record<string, string | null>;
  discord?: unknown;
  studentStats?: Record<string, unknown>[];
  mentorStats?: { course: { id: number }; students: { githubId: string }[] }[];
};

async function infoAs(as: Caller, githubId = people.owner.githubId): Promise<Info> {
  const response = await ctx.request(`/api/profile/info?githubId=${githubId}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as Info;
}

async function setPermissions(userId: number, settings: Record<string, Record<string, boolean>>) {
  await ctx.db.delete(profilePermissions).where(eq(profilePermissions.userId, userId));
  await ctx.db.insert(profilePermissions).values({ userId, settings });
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { courseA, courseB, users } = ctx.school;
  people.owner = await addUser(ctx.db, {
    firstName: 'Owen',
    lastName: 'Owner',
    cityName: 'Riga',
    countryName: 'Latvia',
    languages: ['EN', 'LV'],
    englishLevel: 'b2',
    aboutMyself: 'Likes CSS',
    educationHistory: [{ university: 'LU', faculty: 'CS', graduationYear: 2020 }],
    discord: { id: '42', username: 'owen', discriminator: '0' },
    ...contacts,
  });
  const [mentorRecord] = await ctx.db.select().from(mentors).where(eq(mentors.userId, users.mentor.id));
  const ownerStudent = await addStudent(ctx.db, courseA.id, people.owner.id, {
    mentorId: mentorRecord.id,
    totalScore: 120.5,
    rank: 3,
    activeRank: 2,
    expellingReason: 'Was late',
  });
  certificatePublicId = (await addCertificate(ctx.db, ownerStudent)).publicId;
  // The owner mentors one student in course B: that student's relation is `student`.
  const ownerAsMentor = await addMentor(ctx.db, courseB.id, people.owner.id);
  people.mentee = await addUser(ctx.db);
  await addStudent(ctx.db, courseB.id, people.mentee.id, { mentorId: ownerAsMentor, totalScore: 50 });
  people.courseMentor = await addUser(ctx.db);
  await addMentor(ctx.db, courseA.id, people.courseMentor.id);

  const applicationCourse = await addCourse(ctx.db);
  people.applicant = await addUser(ctx.db, { ...contacts, contactsEmail: 'applicant@example.com' });
  await ctx.db.insert(mentorRegistries).values({
    userId: people.applicant.id,
    preferedCourses: [applicationCourse.id],
    maxStudentsLimit: 2,
  });
  people.applicantManager = await addUser(ctx.db);
  await addCourseUser(ctx.db, applicationCourse.id, people.applicantManager.id, { isManager: true });
});
afterAll(() => ctx.close());

describe('R19.2 defaults, relation by relation', () => {
  beforeAll(() => ctx.db.delete(profilePermissions).where(eq(profilePermissions.userId, people.owner.id)));

  it('owner: every block and contact kind, the effective settings, but not his own expelling reason', async () => {
    const info = await infoAs(people.owner);
    expect(info.contacts).toEqual(everyContact);
    expect(info.generalInfo).toEqual({
      githubId: people.owner.githubId,
      name: 'Owen Owner',
      cityName: 'Riga',
      countryName: 'Latvia',
      languages: ['EN', 'LV'],
      aboutMyself: 'Likes CSS',
      englishLevel: 'b2',
      educationHistory: [{ university: 'LU', faculty: 'CS', graduationYear: 2020 }],
    });
    expect(info.discord).toEqual({ id: '42', username: 'owen', discriminator: '0' });
    expect(info.permissionsSettings?.isEmailVisible).toEqual({ all: false, mentor: false, student: true });
    expect(info.permissionsSettings?.isLinkedInVisible).toEqual({ all: false, mentor: false, student: false });
    expect(info.studentStats).toEqual([
      {
        course: expect.objectContaining({ id: ctx.school.courseA.id, completed: false }),
        totalScore: 120.5,
        rank: 3,
        position: 2,
        isExpelled: false,
        selfExpelled: false,
        mentor: { githubId: ctx.school.users.mentor.githubId, name: expect.any(String) },
        certificate: { publicId: certificatePublicId },
        tasks: [expect.objectContaining({ score: null, comment: null, githubPrUrl: null })],
      },
    ]);
    expect(info.mentorStats).toEqual([
      expect.objectContaining({
        course: expect.objectContaining({ id: ctx.school.courseB.id }),
        students: [expect.objectContaining({ githubId: people.mentee.githubId, totalScore: 50 })],
      }),
    ]);
  });

  it.each(['admin', 'manager'] as const)(
    '%s: everything, the corporate e-mail and the expelling reason',
    async (as) => {
      const info = await infoAs(as);
      expect(info.contacts).toEqual(everyContact);
      expect(info.permissionsSettings).toBeUndefined();
      expect(info.generalInfo).toMatchObject({ aboutMyself: 'Likes CSS', englishLevel: 'b2' });
      expect(info.studentStats?.[0]).toMatchObject({ expellingReason: 'Was late' });
      expect(info.mentorStats).toHaveLength(1);
    },
  );

  it('coursesupervisor: profile, English and the main contacts, nothing more', async () => {
    const info = await infoAs('supervisor');
    expect(info.contacts).toEqual({
      email: everyContact.email,
      telegram: everyContact.telegram,
      phone: everyContact.phone,
      skype: everyContact.skype,
      whatsApp: everyContact.whatsApp,
    });
    expect(info.generalInfo).toMatchObject({ englishLevel: 'b2' });
    expect(info.generalInfo).not.toHaveProperty('aboutMyself');
    expect(info.generalInfo).not.toHaveProperty('educationHistory');
    expect(info.studentStats).toBeUndefined();
    expect(info.mentorStats).toBeUndefined();
  });

  it("mentor (the owner's mentor): main contacts, English, student stats with the expelling reason", async () => {
    const info = await infoAs('mentor');
    expect(info.contacts).toEqual({
      email: everyContact.email,
      telegram: everyContact.telegram,
      phone: everyContact.phone,
      skype: everyContact.skype,
      whatsApp: everyContact.whatsApp,
    });
    expect(info.generalInfo).toMatchObject({ englishLevel: 'b2' });
    expect(info.studentStats?.[0]).toMatchObject({ expellingReason: 'Was late', totalScore: 120.5 });
    expect(info.mentorStats).toBeUndefined();
  });

  it('student (the owner is his mentor): the contacts the owner shows his students, no English or stats', async () => {
    const info = await infoAs(people.mentee);
    expect(info.contacts).toEqual({
      email: everyContact.email,
      telegram: everyContact.telegram,
      phone: everyContact.phone,
      skype: everyContact.skype,
      whatsApp: everyContact.whatsApp,
      notes: everyContact.notes,
    });
    expect(info.generalInfo).not.toHaveProperty('englishLevel');
    expect(info.studentStats).toBeUndefined();
  });

  it('coursementor: profile, English and student stats, but no contact at all (the block is omitted)', async () => {
    const info = await infoAs(people.courseMentor);
    expect(info).not.toHaveProperty('contacts');
    expect(info.generalInfo).toMatchObject({ name: 'Owen Owner', cityName: 'Riga', englishLevel: 'b2' });
    expect(info.studentStats?.[0]).toMatchObject({ expellingReason: 'Was late' });
  });

  it.each(['newcomer', 'otherCourseStudent', 'hirer', 'dementor', 'taskOwner'] as const)(
    'all (%s): 403 "No access or user does not exist" while the profile is hidden',
    async (as) => {
      const response = await ctx.request(`/api/profile/info?githubId=${people.owner.githubId}`, { as });
      expect(response.status).toBe(403);
      const problem = await readProblem(response);
      expect(problem.detail).toBe('No access or user does not exist');
      expect(JSON.stringify(problem)).not.toContain(contacts.contactsEmail);
    },
  );
});

describe('R19.2 with the owner’s settings', () => {
  beforeAll(() =>
    setPermissions(people.owner.id, {
      isProfileVisible: { all: true },
      isEmailVisible: { mentor: true },
      isPhoneVisible: { student: false },
      isAboutVisible: { all: true },
      isMentorStatsVisible: { student: true },
    }),
  );

  it('a stranger sees the open profile and what is open to all, never a hidden contact', async () => {
    const response = await ctx.request(`/api/profile/info?githubId=${people.owner.githubId}`, { as: 'newcomer' });
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const value of Object.values(contacts)) expect(text).not.toContain(value);
    const info = JSON.parse(text) as Info;
    expect(info).not.toHaveProperty('contacts');
    expect(info).not.toHaveProperty('permissionsSettings');
    expect(info).not.toHaveProperty('studentStats');
    expect(info).not.toHaveProperty('mentorStats');
    expect(info.generalInfo).toEqual({
      githubId: people.owner.githubId,
      name: 'Owen Owner',
      cityName: 'Riga',
      countryName: 'Latvia',
      languages: ['EN', 'LV'],
      aboutMyself: 'Likes CSS',
    });
  });

  it('a course mentor sees the e-mail opened to mentors and nothing else of the contacts', async () => {
    expect((await infoAs(people.courseMentor)).contacts).toEqual({ email: everyContact.email });
  });

  it('his student no longer sees the phone or WhatsApp, and sees the mentor stats opened to students', async () => {
    const info = await infoAs(people.mentee);
    expect(info.contacts).not.toHaveProperty('phone');
    expect(info.contacts).not.toHaveProperty('whatsApp');
    expect(info.contacts).toMatchObject({ email: everyContact.email, telegram: everyContact.telegram });
    expect(info.mentorStats?.[0].students.map((student) => student.githubId)).toEqual([people.mentee.githubId]);
  });

  it('a supervisor keeps the contacts R19.2 grants him whatever the settings', async () => {
    expect((await infoAs('supervisor')).contacts).toHaveProperty('phone', everyContact.phone);
  });

  it('the owner gets his merged settings back', async () => {
    const { permissionsSettings } = await infoAs(people.owner);
    expect(permissionsSettings?.isPhoneVisible).toEqual({ all: false, mentor: false, student: false });
    expect(permissionsSettings?.isEmailVisible).toEqual({ all: false, mentor: true, student: true });
  });
});

describe('R19.1 applicants and the corporate e-mail', () => {
  it('a manager of a course the owner applied to as a mentor is his coursemanager', async () => {
    const info = await infoAs(people.applicantManager, people.applicant.githubId);
    expect(info.contacts).toMatchObject({ epamEmail: contacts.contactsEpamEmail, email: 'applicant@example.com' });
  });

  it('a canceled questionnaire makes nobody a coursemanager', async () => {
    await ctx.db
      .update(mentorRegistries)
      .set({ canceled: true })
      .where(eq(mentorRegistries.userId, people.applicant.id));
    const response = await ctx.request(`/api/profile/info?githubId=${people.applicant.githubId}`, {
      as: people.applicantManager,
    });
    expect(response.status).toBe(403);
  });

  it('nobody but the owner, an admin or a course manager ever receives the corporate e-mail', async () => {
    await setPermissions(people.owner.id, {
      isProfileVisible: { all: true },
      isEmailVisible: { all: true },
      isTelegramVisible: { all: true },
    });
    for (const as of ['supervisor', 'mentor', 'newcomer', 'hirer', people.mentee, people.courseMentor] as const) {
      const info = await infoAs(as);
      expect(info.contacts).not.toHaveProperty('epamEmail');
      expect(info.contacts).toHaveProperty('email', everyContact.email);
    }
  });
});

describe('unknown users', () => {
  it('answers 404 for an unknown login and 401 without a session', async () => {
    expect((await ctx.request('/api/profile/info?githubId=no-such-user', { as: 'admin' })).status).toBe(404);
    expect((await ctx.request(`/api/profile/info?githubId=${people.owner.githubId}`)).status).toBe(401);
  });
});
