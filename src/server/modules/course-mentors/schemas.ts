import { z } from '@hono/zod-openapi';
import { locationScopeValues } from '../../db/schema';

const doneOfTotal = z.object({ total: z.number().int(), completed: z.number().int() });

// access.md §36 MentorDetails, rules.md R21.4.
export const mentorDetailsSchema = z
  .object({
    id: z.number().int(),
    githubId: z.string(),
    name: z.string(),
    cityName: z.string().nullable(),
    countryName: z.string().nullable(),
    isActive: z.boolean(),
    maxStudentsLimit: z.number().int(),
    studentsPreference: z.enum(locationScopeValues),
    studentsCount: z.number().int().openapi({ description: 'Active mentees' }),
    screenings: doneOfTotal,
    interviews: doneOfTotal,
    taskResultsStats: z.object({
      total: z.number().int(),
      checked: z.number().int(),
      lastUpdatedDate: z.string().datetime().nullable(),
    }),
  })
  .openapi('MentorDetails');

export const mentorSearchItemSchema = z
  .object({ id: z.number().int(), githubId: z.string(), name: z.string() })
  .openapi('MentorSearchItem');

export type MentorDetails = z.infer<typeof mentorDetailsSchema>;
