import { z } from '@hono/zod-openapi';
import { distributionStateValues } from '../../db/schema/enums';
import { pagedSchema, pagingQuery } from '../../http/paging';
import { nameInput, urlInput } from '../../http/schemas';

// access.md §31–§32, rules.md R12, data-model.md §7.

export const distributionStateSchema = z.enum(distributionStateValues).openapi('TeamDistributionState');

// rules.md R12.2, first match wins.
export const registrationStatusValues = [
  'unavailable',
  'future',
  'distributed',
  'completed',
  'available',
  'closed',
] as const;
export const registrationStatusSchema = z.enum(registrationStatusValues).openapi('TeamDistributionRegistrationStatus');

const instantInput = (field: string) =>
  z.string().datetime({ offset: true, message: `${field} must be an ISO 8601 instant` });

const size = (field: string, min: number) =>
  z
    .number(`${field} must be an integer`)
    .int(`${field} must be an integer`)
    .min(min, `${field} must be at least ${min}`)
    .max(1000, `${field} must be at most 1000`);

// The sizes default to data-model.md §7; R12 cross-field limits are checked after the fields themselves.
export const teamDistributionInputSchema = z
  .object({
    name: nameInput('name'),
    description: z.string().trim().max(4000, 'description must be at most 4000 characters').nullable().optional(),
    descriptionUrl: z
      .string()
      .trim()
      .max(2048, 'descriptionUrl must be at most 2048 characters')
      .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), 'descriptionUrl must be an http(s) URL')
      .nullable()
      .optional(),
    startDate: instantInput('startDate'),
    endDate: instantInput('endDate'),
    minTeamSize: size('minTeamSize', 2).default(2),
    maxTeamSize: size('maxTeamSize', 2).default(4),
    strictTeamSize: size('strictTeamSize', 2).default(3),
    strictTeamSizeMode: z.boolean('strictTeamSizeMode must be true or false').default(true),
    minTotalScore: z
      .number('minTotalScore must be a number')
      .int('minTotalScore must be an integer')
      .min(0, 'minTotalScore must be at least 0')
      .default(0),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (Date.parse(value.endDate) < Date.parse(value.startDate)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must not be before startDate' });
    }
    if (value.maxTeamSize < value.minTeamSize) {
      ctx.addIssue({ code: 'custom', path: ['maxTeamSize'], message: 'maxTeamSize must be at least minTeamSize' });
    }
    if (value.strictTeamSize < value.minTeamSize || value.strictTeamSize > value.maxTeamSize) {
      ctx.addIssue({
        code: 'custom',
        path: ['strictTeamSize'],
        message: 'strictTeamSize must lie between minTeamSize and maxTeamSize',
      });
    }
  })
  .openapi('TeamDistributionInput');

export const teamDistributionSchema = z
  .object({
    id: z.number().int(),
    courseId: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    descriptionUrl: z.string().nullable(),
    startDate: z.string().datetime(),
    endDate: z.string().datetime(),
    minTeamSize: z.number().int(),
    maxTeamSize: z.number().int(),
    strictTeamSize: z.number().int(),
    strictTeamSizeMode: z.boolean(),
    minTotalScore: z.number().int(),
    state: distributionStateSchema,
    registrationStatus: registrationStatusSchema.openapi({ description: "The caller's status (R12.2)" }),
  })
  .openapi('TeamDistribution');

// A student as the team screens show him; `rank` is his active rank (null when unranked).
export const teamStudentSchema = z
  .object({
    id: z.number().int().openapi({ description: 'Student id' }),
    githubId: z.string(),
    name: z.string(),
    rank: z.number().int().nullable(),
    cityName: z.string().nullable(),
    countryName: z.string().nullable(),
  })
  .openapi('TeamStudent');

export const teamStudentContactsSchema = teamStudentSchema
  .extend({
    email: z.string().nullable(),
    telegram: z.string().nullable(),
    discord: z.string().nullable(),
    cvUuid: z.string().nullable(),
  })
  .openapi('TeamStudentContacts');

export const teamSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    chatLink: z
      .string()
      .nullable()
      .openapi({ description: "Shown to the team's members and to staff; null for other students" }),
    membersCount: z.number().int(),
    maxMembers: z.number().int(),
    teamLead: teamStudentSchema.nullable(),
    members: z.array(teamStudentSchema),
  })
  .openapi('Team');

export const teamPageSchema = pagedSchema(teamSchema, 'TeamPage');

// The caller's own team: members with the contacts teammates need.
export const teamInfoSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    chatLink: z.string(),
    teamLeadId: z.number().int().nullable(),
    maxMembers: z.number().int(),
    members: z.array(teamStudentContactsSchema),
  })
  .openapi('TeamInfo');

export const teamDistributionDetailedSchema = teamDistributionSchema
  .extend({
    teamsCount: z.number().int(),
    studentsWithoutTeamCount: z.number().int(),
    myTeam: teamInfoSchema.nullable(),
  })
  .openapi('TeamDistributionDetailed');

export const studentWithoutTeamPageSchema = pagedSchema(teamStudentContactsSchema, 'StudentWithoutTeamPage');

const searchQuery = z
  .string()
  .trim()
  .max(100, 'search must be at most 100 characters')
  .optional()
  .openapi({
    param: { name: 'search', in: 'query' },
    description:
      "Teams: the team name contains it or a member's login starts with it. Students: a prefix of the login, name, city, country or Discord name.",
  });

export const teamPageQuerySchema = z.object({ ...pagingQuery, search: searchQuery });

export const distributeInputSchema = z
  .object({ dryRun: z.boolean('dryRun must be true or false').default(false) })
  .strict()
  .openapi('TeamDistributeInput');

export const distributionResultSchema = z
  .object({
    teamsCreated: z.number().int(),
    studentsDistributed: z.number().int(),
    teams: z.array(z.object({ name: z.string(), members: z.array(teamStudentSchema) })),
  })
  .openapi('TeamDistributionResult');

export const teamScorePreviewSchema = z
  .object({
    teamId: z.number().int(),
    teamName: z.string(),
    score: z.number().int(),
    members: z.array(
      z.object({
        studentId: z.number().int(),
        githubId: z.string(),
        current: z.number().int().nullable(),
        new: z.number().int(),
      }),
    ),
  })
  .openapi('TeamScorePreview');

export const teamScoreResultSchema = z.object({ updated: z.number().int() }).openapi('TeamScoreResult');

const studentIdsInput = z
  .array(
    z.number().int().positive('studentIds must hold positive integers'),
    'studentIds must be a list of student ids',
  )
  .min(1, 'studentIds must name at least one student')
  .max(1000, 'studentIds must name at most 1000 students');

const teamDescription = z.string().trim().max(2000, 'description must be at most 2000 characters');

export const teamInputSchema = z
  .object({
    name: nameInput('name'),
    description: teamDescription.optional(),
    chatLink: urlInput('chatLink'),
    studentIds: studentIdsInput.optional(),
  })
  .strict()
  .openapi('TeamInput');

export const teamUpdateSchema = z
  .object({
    name: nameInput('name').optional(),
    description: teamDescription.optional(),
    chatLink: urlInput('chatLink').optional(),
    studentIds: studentIdsInput.optional(),
  })
  .strict()
  .openapi('TeamUpdate');

export const joinTeamInputSchema = z
  .object({
    password: z
      .string('password is required')
      .trim()
      .min(1, 'password is required')
      .max(64, 'password must be at most 64 characters'),
  })
  .strict()
  .openapi('JoinTeamInput');

export const teamPasswordSchema = z
  .object({ password: z.string().openapi({ description: 'The invitation code `<teamId>_<password>` (R12.4)' }) })
  .openapi('TeamPassword');

export type TeamDistributionInput = z.infer<typeof teamDistributionInputSchema>;
export type TeamDistribution = z.infer<typeof teamDistributionSchema>;
export type TeamDistributionDetailed = z.infer<typeof teamDistributionDetailedSchema>;
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;
export type TeamStudent = z.infer<typeof teamStudentSchema>;
export type TeamStudentContacts = z.infer<typeof teamStudentContactsSchema>;
export type Team = z.infer<typeof teamSchema>;
export type TeamInfo = z.infer<typeof teamInfoSchema>;
export type TeamPageQuery = z.infer<typeof teamPageQuerySchema>;
export type DistributionResult = z.infer<typeof distributionResultSchema>;
export type TeamScorePreview = z.infer<typeof teamScorePreviewSchema>;
export type TeamInput = z.infer<typeof teamInputSchema>;
export type TeamUpdate = z.infer<typeof teamUpdateSchema>;
