import { z } from '@hono/zod-openapi';
import { courseRoleValues, englishLevelValues, languageValues } from '../db/schema/enums';

// Enumerations shared by several domains, named once so the generated client has one type for each.
export const courseRoleSchema = z.enum(courseRoleValues).openapi('CourseRole');
export const englishLevelSchema = z.enum(englishLevelValues).openapi('EnglishLevel');
export const languageSchema = z.enum(languageValues).openapi('Language');
export const educationRecordSchema = z
  .object({ university: z.string(), faculty: z.string(), graduationYear: z.number() })
  .openapi('EducationRecord');
