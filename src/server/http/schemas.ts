import { z } from '@hono/zod-openapi';
import { courseRoleValues, englishLevelValues, languageValues } from '../db/schema/enums';

// Enumerations shared by several domains, named once so the generated client has one type for each.
export const courseRoleSchema = z.enum(courseRoleValues).openapi('CourseRole');
export const englishLevelSchema = z.enum(englishLevelValues).openapi('EnglishLevel');
export const languageSchema = z.enum(languageValues).openapi('Language');
export const educationRecordSchema = z
  .object({ university: z.string(), faculty: z.string(), graduationYear: z.number() })
  .openapi('EducationRecord');

// access.md §0 "Bodies": strings are trimmed; URLs are http(s) and at most 2048 characters.
export const nameInput = (field: string, max = 100) =>
  z.string().trim().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`);

export const urlInput = (field: string) =>
  z
    .string()
    .trim()
    .max(2048, `${field} must be at most 2048 characters`)
    .regex(/^https?:\/\/\S+$/i, `${field} must be an http(s) URL`);

export const emailInput = (field: string) =>
  z.string().trim().max(320, `${field} must be at most 320 characters`).email(`${field} must be an e-mail address`);
