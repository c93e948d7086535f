import { z } from '@hono/zod-openapi';

// access.md §26 POST /registry: a student signs up for a course.
export const studentRegistrationSchema = z
  .strictObject({ courseId: z.number().int().positive('courseId must be a course id') })
  .openapi('StudentRegistrationInput');

export const studentRegistrationResultSchema = z
  .object({ studentId: z.number().int(), courseId: z.number().int() })
  .openapi('StudentRegistration');
