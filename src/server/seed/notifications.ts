import { notificationChannelSettings, notifications, notificationUserConnections } from '../db/schema';
import type { ChannelId, NotificationTemplate, NotificationType } from '../db/schema';
import type { SeedStep } from './context';

type CatalogueEntry = {
  id: string;
  name: string;
  type?: NotificationType;
  parentId?: string;
  templates: Partial<Record<ChannelId, NotificationTemplate>>;
};

// rules.md R20.1: the catalogue of the notifications the app already sends, each with an e-mail (subject + body),
// a telegram and a Discord template over the variables its trigger passes (R3.1, R13.5, R14.3, R14.5, R16.3, R20.8,
// R20.9); the mentor invitation (R14.7) is a direct e-mail message (R20.4). Links built by the server are inserted raw.
const catalogue: CatalogueEntry[] = [
  {
    id: 'taskGrade',
    name: 'Task grade',
    templates: {
      email: {
        subject: 'New score for {{courseTask.name}}: {{score}}',
        body:
          '<p>Your task <b>{{courseTask.name}}</b> has been checked.</p>' +
          '<p>Score: <b>{{score}}</b>{{#if previousScore}} (previously {{previousScore}}){{/if}}</p>' +
          '{{#if comment}}<p>Comment: {{truncate comment 500}}</p>{{/if}}' +
          '<p><a href="{{resultLink}}">Open your dashboard</a></p>',
      },
      // resultLink is built by the server from the course alias (R3.1), so the plain-text link is inserted raw.
      telegram: {
        body:
          '<b>{{courseTask.name}}</b>: new score {{score}}{{#if previousScore}} (was {{previousScore}}){{/if}}' +
          '{{#if comment}}\n{{truncate comment 200}}{{/if}}\n{{{resultLink}}}',
      },
      discord: { body: '**{{courseTask.name}}**: new score {{score}}{{#if comment}}\n{{truncate comment}}{{/if}}' },
    },
  },
  {
    // rules.md R7.9: a new message in a cross-check review thread, to the other party; no sender name, since the
    // reviewer may be anonymous (R7.10). The link is built by the server.
    id: 'messages',
    name: 'Cross-check messages',
    type: 'message',
    templates: {
      email: {
        subject: 'New message about {{courseTask.name}}',
        body:
          '<p>{{from}} wrote about <b>{{courseTask.name}}</b>:</p><p>{{truncate content 500}}</p>' +
          '<p><a href="{{{link}}}">Open the conversation</a></p>',
      },
      telegram: { body: '{{from}} wrote about <b>{{courseTask.name}}</b>:\n{{truncate content 200}}\n{{{link}}}' },
      discord: { body: '{{from}} wrote about **{{courseTask.name}}**:\n{{truncate content 200}}' },
    },
  },
  {
    // rules.md R7.11: an opened dispute (to the course's managers and dementors, with the text) and its resolution
    // (to the author, with the resolver's comment).
    id: 'crossCheckDispute',
    name: 'Cross-check dispute',
    templates: {
      email: {
        subject: 'Cross-check dispute {{status}}: {{courseTask.name}}',
        body:
          '{{#if text}}<p>{{student.name}} ({{student.githubId}}) disputes a review of <b>{{courseTask.name}}</b>: ' +
          'score {{reviewScore}}, expected {{expectedScore}}.</p><p>{{truncate text 500}}</p>' +
          '{{else}}<p>Your dispute of a review of <b>{{courseTask.name}}</b> was {{status}}.' +
          '{{#if newScore}} New score: <b>{{newScore}}</b>.{{/if}}</p><p>{{truncate comment 500}}</p>{{/if}}' +
          '<p><a href="{{{link}}}">Open</a></p>',
      },
      telegram: { body: 'Cross-check dispute {{status}}: <b>{{courseTask.name}}</b>\n{{{link}}}' },
      discord: { body: 'Cross-check dispute {{status}}: **{{courseTask.name}}**' },
    },
  },
  {
    id: 'taskDeadline',
    name: 'Task deadline',
    templates: {
      email: {
        subject: 'Deadline is coming: {{#each tasks}}{{#unless @first}}, {{/unless}}{{name}}{{/each}}',
        body:
          '<p>These tasks are waiting for your solution:</p><ul>' +
          '{{#each tasks}}<li><b>{{name}}</b> ({{courseName}}) — due {{formatDateTime studentEndDate}} UTC</li>{{/each}}' +
          '</ul>',
      },
      telegram: {
        body: 'Deadline is coming:{{#each tasks}}\n• <b>{{name}}</b> — {{formatDateTime studentEndDate}} UTC{{/each}}',
      },
      discord: {
        body: 'Deadline is coming:{{#each tasks}}\n• **{{name}}** — {{formatDateTime studentEndDate}} UTC{{/each}}',
      },
    },
  },
  {
    id: 'courseScheduleChange',
    name: 'Course schedule change',
    templates: {
      email: {
        subject: 'Schedule changes in your courses',
        body:
          '{{#each courses}}<h3>{{course.name}}</h3><ul>' +
          '{{#each changes}}<li>{{capitalize type}}: {{name}}{{#if dateTime}} — {{formatDateTime dateTime}} UTC{{/if}}</li>{{/each}}' +
          '</ul>{{/each}}',
      },
      telegram: {
        body: 'Schedule changes:{{#each courses}}\n<b>{{course.name}}</b>: {{changes.length}} change(s){{/each}}',
      },
      discord: {
        body: 'Schedule changes:{{#each courses}}\n**{{course.name}}**: {{changes.length}} change(s){{/each}}',
      },
    },
  },
  {
    id: 'mentor:assigned',
    name: 'Mentor assigned',
    templates: {
      email: {
        subject: 'Your mentor: {{mentor.name}}',
        body: '<p>You have a new mentor: <b>{{mentor.name}}</b> (GitHub: {{mentor.githubId}}).</p>',
      },
      telegram: { body: 'You have a new mentor: <b>{{mentor.name}}</b> ({{mentor.githubId}})' },
      discord: { body: 'You have a new mentor: **{{mentor.name}}** ({{mentor.githubId}})' },
    },
  },
  {
    // rules.md R10.4: sent to each student the interview distribution paired.
    id: 'interviewerAssigned',
    name: 'Interviewer assigned',
    templates: {
      email: {
        subject: 'Your interviewer: {{interviewer.name}}',
        body: '<p>Your interviewer is <b>{{interviewer.name}}</b> (GitHub: {{interviewer.githubId}}). Agree on a time for the interview together.</p>',
      },
      telegram: { body: 'Your interviewer: <b>{{interviewer.name}}</b> ({{interviewer.githubId}})' },
      discord: { body: 'Your interviewer: **{{interviewer.name}}** ({{interviewer.githubId}})' },
    },
  },
  {
    id: 'mentorRegistrationApproval',
    name: 'Mentor registration approval',
    templates: {
      email: {
        subject: 'You are invited to mentor at RS School',
        body:
          '<p>You are invited to mentor in:</p><ul>' +
          '{{#each courses}}<li><a href="{{{link}}}">{{name}}</a></li>{{/each}}</ul>' +
          '<p>Follow a link to confirm.</p>',
      },
      telegram: { body: 'You are invited to mentor:{{#each courses}}\n• <b>{{name}}</b> {{{link}}}{{/each}}' },
      discord: { body: 'You are invited to mentor:{{#each courses}}\n• **{{name}}** {{{link}}}{{/each}}' },
    },
  },
  {
    id: 'mentorRegistrationApproval:submit',
    name: 'Mentor questionnaire received',
    parentId: 'mentorRegistrationApproval',
    templates: {
      email: {
        subject: 'Your mentor questionnaire was received',
        body:
          '<p>Thank you for offering to mentor!</p>' +
          '{{#if courses.length}}<p>Courses: {{#each courses}}{{#unless @first}}, {{/unless}}{{name}}{{/each}}</p>{{/if}}' +
          '<p>We will write to you when a course invites you.</p>',
      },
      telegram: { body: 'Your mentor questionnaire was received. We will write when a course invites you.' },
      discord: { body: 'Your mentor questionnaire was received. We will write when a course invites you.' },
    },
  },
  {
    // rules.md R16.3: a certificate was issued; the link is built by the server (/certificate/<publicId>).
    id: 'courseCertificate',
    name: 'Course certificate',
    templates: {
      email: {
        subject: 'Your certificate for {{course.name}}',
        body:
          '<p>Congratulations! You have completed <b>{{course.fullName}}</b>.</p>' +
          '<p><a href="{{{link}}}">Open your certificate</a>: anyone with this link can verify it.</p>',
      },
      telegram: { body: 'Congratulations! Your certificate for <b>{{course.fullName}}</b>: {{{link}}}' },
      discord: { body: 'Congratulations! Your certificate for **{{course.fullName}}**: {{{link}}}' },
    },
  },
  {
    // rules.md R20.5: the link that confirms a contact e-mail; a direct message (R20.4) sent to the unconfirmed address.
    id: 'emailConfirmation',
    name: 'E-mail confirmation',
    type: 'message',
    templates: {
      email: {
        subject: 'Confirm your e-mail for RS School',
        body:
          '<p>Please confirm that {{email}} is your e-mail address for RS School notifications.</p>' +
          '<p><a href="{{{link}}}">Confirm my e-mail</a></p><p>The link works for 24 hours.</p>',
      },
    },
  },
  {
    // rules.md R20.8: queued once per cross-check task by the sweep when its review window closes within 24 h.
    id: 'crossCheckDeadline',
    name: 'Cross-check deadline',
    templates: {
      email: {
        subject: 'Cross-check reviews due: {{courseTask.name}}',
        body:
          '<p>You still have {{reviewsLeft}} review(s) to write for <b>{{courseTask.name}}</b> ({{course.name}}).</p>' +
          '<p>The cross-check closes at {{formatDateTime courseTask.crossCheckEndDate}} UTC.</p>' +
          '<p><a href="{{{reviewLink}}}">Write your reviews</a></p>',
      },
      telegram: {
        body: 'Cross-check <b>{{courseTask.name}}</b>: {{reviewsLeft}} review(s) left, closes {{formatDateTime courseTask.crossCheckEndDate}} UTC',
      },
      discord: {
        body: 'Cross-check **{{courseTask.name}}**: {{reviewsLeft}} review(s) left, closes {{formatDateTime courseTask.crossCheckEndDate}} UTC',
      },
    },
  },
  {
    id: 'mentorsInvitation',
    name: 'Mentors invitation',
    type: 'message',
    // The text is sanitised to p, br, b, i, a, ul, ol, li by the server before it is queued (R14.7).
    templates: { email: { subject: 'Become a mentor at RS School', body: '{{{text}}}' } },
  },
];

// Personas whose contact e-mail is a confirmed (enabled) e-mail connection, so the demo's score writes and reminders
// produce outbox rows (R20.2). The addresses are the ones seedProfiles gives them.
const connected = ['student', 'mentor', 'manager', 'taskowner', 'other-course-student'];

export const seedNotifications: SeedStep = async ({ tx, persona, now }) => {
  await tx
    .insert(notifications)
    .values(
      catalogue.map(({ id, name, type = 'event', parentId = null }) => ({ id, name, type, parentId, enabled: true })),
    )
    .onConflictDoNothing();
  await tx
    .insert(notificationChannelSettings)
    .values(
      catalogue.flatMap(({ id, templates }) =>
        Object.entries(templates).map(([channelId, template]) => ({
          notificationId: id,
          channelId: channelId as ChannelId,
          template,
        })),
      ),
    )
    .onConflictDoNothing();
  const rows = connected
    .map((login) => ({ login, userId: persona(login) }))
    .filter(({ userId }) => userId !== undefined)
    .map(({ login, userId }) => ({
      userId,
      channelId: 'email' as ChannelId,
      externalId: `${login}.contact@example.com`,
      enabled: true,
      createdAt: now,
      updatedAt: now,
    }));
  // The student also has a Telegram chat linked by the school bot, so /profile/notifications shows two channels.
  const student = persona('student');
  if (student !== undefined) {
    rows.push({
      userId: student,
      channelId: 'telegram' as ChannelId,
      externalId: '100200300',
      enabled: true,
      createdAt: now,
      updatedAt: now,
    });
  }
  if (rows.length) await tx.insert(notificationUserConnections).values(rows).onConflictDoNothing();
};
