import { z } from '@hono/zod-openapi';

// access.md §36 "Course".
export const courseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    fullName: z.string(),
    alias: z.string(),
    description: z.string().nullable(),
    descriptionUrl: z.string().nullable(),
    year: z.number().int().nullable(),
    startDate: z.string().datetime(),
    endDate: z.string().datetime(),
    registrationEndDate: z.string().datetime().nullable(),
    discipline: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    discordServerId: z.number().int().nullable(),
    completed: z.boolean(),
    planned: z.boolean(),
    inviteOnly: z.boolean(),
    certificateIssuer: z.string().nullable(),
    personalMentoring: z.boolean(),
    personalMentoringStartDate: z.string().datetime().nullable(),
    personalMentoringEndDate: z.string().datetime().nullable(),
    logo: z.string().nullable(),
    minStudentsPerMentor: z.number().int(),
    certificateThreshold: z.number().int(),
    communityUrl: z.string().nullable(),
    certificateDisciplines: z.array(z.number().int()),
  })
  .openapi('Course');

export type Course = z.infer<typeof courseSchema>;
