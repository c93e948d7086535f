import { z } from '@hono/zod-openapi';

// access.md §9: staff flags of one course.
export const courseUserSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    githubId: z.string(),
    name: z.string(),
    isManager: z.boolean(),
    isSupervisor: z.boolean(),
    isDementor: z.boolean(),
    isActivist: z.boolean(),
  })
  .openapi('CourseUser');

const flags = {
  isManager: z.boolean().optional(),
  isSupervisor: z.boolean().optional(),
  isDementor: z.boolean().optional(),
  isActivist: z.boolean().optional(),
};

export const courseRolesInputSchema = z.strictObject(flags).openapi('CourseRolesInput');

export const courseUsersInputSchema = z
  .array(z.strictObject({ userId: z.number().int().positive('userId must be a user id'), ...flags }))
  .min(1, 'send at least one course user')
  .max(500, 'send at most 500 course users')
  .openapi('CourseUsersInput');

export type CourseRolesInput = z.infer<typeof courseRolesInputSchema>;
export type CourseUsersInput = z.infer<typeof courseUsersInputSchema>;
