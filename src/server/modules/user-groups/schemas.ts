import { z } from '@hono/zod-openapi';
import { courseRoleSchema, nameInput } from '../../http/schemas';

// access.md §33.
export const userGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    roles: z.array(courseRoleSchema),
    users: z.array(z.object({ id: z.number().int(), githubId: z.string(), name: z.string() })),
  })
  .openapi('UserGroup');

export const userGroupInputSchema = z
  .strictObject({
    name: nameInput('name'),
    users: z.array(z.number().int().positive('users must hold user ids')).max(500, 'users may hold at most 500 users'),
    roles: z.array(courseRoleSchema).max(7, 'roles may hold each course role once'),
  })
  .openapi('UserGroupInput');

export type UserGroup = z.infer<typeof userGroupSchema>;
export type UserGroupInput = z.infer<typeof userGroupInputSchema>;
