import { z } from '@hono/zod-openapi';
import { interviewDecisionValues } from '../../db/schema/enums';
import { tooLong } from '../../http/paging';

// access.md §12 / §36: regular and stage interviews (R10) share one set of shapes.
export const interviewTypes = ['interview', 'stage-interview'] as const;
export type InterviewType = (typeof interviewTypes)[number];

const date = z.string().datetime();
const githubLogin = (name: string) =>
  z.string().trim().min(1, `${name} is required`).max(39, `${name} must be at most 39 characters`);

export const interviewSchema = z
  .object({
    id: z.number().int().openapi({ description: 'The interview course task id' }),
    type: z.enum(interviewTypes),
    name: z.string(),
    description: z.string().nullable(),
    descriptionUrl: z.string().nullable(),
    startDate: date,
    endDate: date,
    studentRegistrationStartDate: date.nullable(),
    template: z
      .string()
      .nullable()
      .openapi({ description: 'Regular interview form template (task.attributes.template)' }),
    maxScore: z.number().int(),
  })
  .openapi('Interview');

export const interviewsQuerySchema = z.object({
  disabled: z
    .enum(['true', 'false'], 'disabled must be true or false')
    .optional()
    .transform((value) => value === 'true')
    .openapi({ param: { name: 'disabled', in: 'query' }, type: 'boolean' }),
  types: z
    .string()
    .trim()
    .max(100, tooLong('types', 100))
    .regex(/^(interview|stage-interview)(,(interview|stage-interview))*$/, 'types must list interview, stage-interview')
    .optional()
    .transform((value) =>
      value ? ([...new Set(value.split(','))] as InterviewType[]) : (['interview'] as InterviewType[]),
    )
    .openapi({
      param: { name: 'types', in: 'query' },
      type: 'string',
      example: 'interview,stage-interview',
      maxLength: 100,
    }),
});

export const pairStatusValues = ['completed', 'not_completed', 'canceled'] as const;
export const pairStatusSchema = z.enum(pairStatusValues);
export const decisionSchema = z.enum(interviewDecisionValues);

const person = z.object({ githubId: z.string(), name: z.string() });

export const interviewPairSchema = z
  .object({
    id: z.number().int(),
    interviewId: z.number().int(),
    interviewer: person.extend({ mentorId: z.number().int() }),
    student: person.extend({
      id: z.number().int(),
      totalScore: z.number(),
      cityName: z.string().nullable(),
      countryName: z.string().nullable(),
    }),
    status: pairStatusSchema,
    isCompleted: z.boolean(),
    isCanceled: z.boolean(),
    decision: decisionSchema.nullable(),
    isGoodCandidate: z.boolean().nullable(),
    score: z.number().int().nullable(),
    preference: z.enum(['any', 'city', 'country']).openapi({ description: "The interviewer's students preference" }),
  })
  .openapi('InterviewPair');

export const availableStudentSchema = z
  .object({
    id: z.number().int(),
    githubId: z.string(),
    name: z.string(),
    cityName: z.string().nullable(),
    countryName: z.string().nullable(),
    totalScore: z.number(),
    rank: z.number().int().nullable(),
    registrationDate: date.nullable(),
    isGoodCandidate: z.boolean().nullable(),
    rating: z.number().nullable().openapi({ description: 'Score of the latest completed pair (stage)' }),
    maxScore: z.number().int(),
    feedbackVersion: z.number().int().nullable(),
  })
  .openapi('AvailableStudent');

const registrationFields = z.object({ id: z.number().int(), registrationDate: date });
export const registrationSchema = registrationFields.openapi('InterviewRegistration');

export const feedbackStudentSchema = person
  .extend({
    id: z.number().int(),
    totalScore: z.number(),
    rank: z.number().int().nullable(),
    cityName: z.string().nullable(),
    countryName: z.string().nullable(),
  })
  .openapi('InterviewFeedbackStudent');

export const interviewFeedbackSchema = z
  .object({
    feedback: z.object({ json: z.record(z.string(), z.unknown()), version: z.number().int() }).nullable(),
    isCompleted: z.boolean(),
    maxScore: z.number().int(),
    template: z.string().nullable(),
    student: feedbackStudentSchema,
    // Extras the form needs to show the pair's state (not in §12's list).
    interviewId: z.number().int(),
    interviewName: z.string(),
    status: pairStatusSchema,
    decision: decisionSchema.nullable(),
    isGoodCandidate: z.boolean().nullable(),
    score: z.number().int().nullable(),
  })
  .openapi('InterviewFeedback');

export const feedbackInputSchema = z
  .object({
    version: z.number().int().min(0, 'version must be ≥ 0').max(1000, 'version must be ≤ 1000'),
    json: z.record(z.string(), z.unknown()),
    decision: decisionSchema.nullable().optional(),
    isGoodCandidate: z.boolean().nullable().optional(),
    isCompleted: z.boolean(),
    score: z.number().min(0, 'score must be ≥ 0').nullable().optional(),
  })
  .strict()
  .openapi('InterviewFeedbackInput');

export const contactsSchema = z
  .object({
    email: z.string().nullable(),
    telegram: z.string().nullable(),
    phone: z.string().nullable(),
    skype: z.string().nullable(),
    whatsApp: z.string().nullable(),
    linkedIn: z.string().nullable(),
    notes: z.string().nullable(),
  })
  .openapi('InterviewerContacts');

export const availabilityValues = ['future', 'available', 'distributed', 'completed', 'closed', 'unavailable'] as const;

export const studentInterviewSchema = z
  .object({
    interview: interviewSchema,
    availability: z.enum(availabilityValues).openapi({ description: 'R10.2 student-facing status' }),
    registration: registrationFields.nullable(),
    pairs: z.array(
      z.object({
        id: z.number().int(),
        status: pairStatusSchema,
        interviewer: person.extend({ contacts: contactsSchema }),
        decision: decisionSchema.nullable(),
        score: z.number().int().nullable(),
        commentToStudent: z.string().nullable().openapi({ description: 'Only once the pair is completed (R10.6)' }),
      }),
    ),
  })
  .openapi('StudentInterview');

export const mentorInterviewSchema = z
  .object({
    interview: interviewSchema,
    pairs: z.array(
      z.object({
        id: z.number().int(),
        student: feedbackStudentSchema,
        status: pairStatusSchema,
        decision: decisionSchema.nullable(),
        isGoodCandidate: z.boolean().nullable(),
        score: z.number().int().nullable(),
        feedbackVersion: z.number().int().nullable(),
      }),
    ),
  })
  .openapi('MentorInterview');

export const distributionInputSchema = z
  .object({
    clean: z.boolean().optional().default(false),
    registrationEnabled: z.boolean().optional().default(true),
    dryRun: z.boolean().optional().default(false),
  })
  .strict()
  .openapi('InterviewDistributionInput');

export const distributionResultSchema = z
  .object({
    created: z.number().int(),
    pairs: z.array(interviewPairSchema),
    unassigned: z.array(person.extend({ id: z.number().int() })),
  })
  .openapi('InterviewDistributionResult');

export const pairInputSchema = z
  .object({ interviewerGithubId: githubLogin('interviewerGithubId'), studentGithubId: githubLogin('studentGithubId') })
  .strict()
  .openapi('InterviewPairInput');

export const pairTransferSchema = z
  .object({ interviewerGithubId: githubLogin('interviewerGithubId') })
  .strict()
  .openapi('InterviewPairTransfer');

export const createdIdSchema = z.object({ id: z.number().int() }).openapi('InterviewPairCreated');

export type Interview = z.infer<typeof interviewSchema>;
export type InterviewPair = z.infer<typeof interviewPairSchema>;
export type AvailableStudent = z.infer<typeof availableStudentSchema>;
export type InterviewFeedback = z.infer<typeof interviewFeedbackSchema>;
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;
export type StudentInterview = z.infer<typeof studentInterviewSchema>;
export type MentorInterview = z.infer<typeof mentorInterviewSchema>;
export type DistributionInput = z.infer<typeof distributionInputSchema>;
export type DistributionResult = z.infer<typeof distributionResultSchema>;
export type PairInput = z.infer<typeof pairInputSchema>;
