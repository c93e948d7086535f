import { z } from '@hono/zod-openapi';

const issueDatePattern = /^\d{4}-\d{2}-\d{2}$/;

// data-model.md §1: a calendar date (YYYY-MM-DD) that exists on the calendar.
const issueDate = z
  .string()
  .trim()
  .regex(issueDatePattern, 'issueDate must be a date written YYYY-MM-DD')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'issueDate is not a real date')
  .openapi({ format: 'date', example: '2026-03-01' });

// access.md §4: a certificate of one student record.
export const certificateSchema = z
  .object({
    publicId: z.string().uuid(),
    studentId: z.number().int(),
    issueDate: z.string().openapi({ format: 'date', example: '2026-03-01' }),
  })
  .openapi('Certificate');

// access.md §4 GET /certificate/{publicId}: what anyone holding the link may verify (rules.md R16.4).
export const publicCertificateSchema = z
  .object({
    publicId: z.string().uuid(),
    studentName: z.string(),
    githubId: z.string(),
    courseName: z.string(),
    courseFullName: z.string(),
    discipline: z.string().nullable(),
    issuer: z.string(),
    issueDate: z.string().openapi({ format: 'date', example: '2026-03-01' }),
  })
  .openapi('PublicCertificate');

export const certificateInputSchema = z
  .strictObject({
    studentId: z.number().int('studentId must be an integer').positive('studentId must be a student id'),
    issueDate: issueDate.optional(),
  })
  .openapi('CertificateInput');

const taskCriterionSchema = z.strictObject({
  courseTaskId: z.number().int('courseTaskId must be an integer').positive('courseTaskId must be a course task id'),
  minScore: z.number().min(0, 'minScore must be at least 0').max(1_000_000, 'minScore is too large'),
});

// rules.md R16.2: per-task minimums and a minimum total; neither given = the course threshold (R16.1).
export const bulkCertificateInputSchema = z
  .strictObject({
    criteria: z
      .strictObject({
        taskCriteria: z.array(taskCriterionSchema).max(500, 'taskCriteria takes at most 500 tasks').optional(),
        minTotalScore: z.number().min(0, 'minTotalScore must be at least 0').max(1_000_000).optional(),
      })
      .optional(),
    dryRun: z.boolean().optional().openapi({ description: 'true: answer who would receive one; nothing is written' }),
  })
  .superRefine((input, context) => {
    const seen = new Set<number>();
    input.criteria?.taskCriteria?.forEach((criterion, index) => {
      if (seen.has(criterion.courseTaskId)) {
        context.addIssue({
          code: 'custom',
          path: ['criteria', 'taskCriteria', index, 'courseTaskId'],
          message: 'courseTaskId is listed twice',
        });
      }
      seen.add(criterion.courseTaskId);
    });
  })
  .openapi('BulkCertificateInput');

export const certifiedStudentSchema = z
  .object({ studentId: z.number().int(), githubId: z.string(), name: z.string() })
  .openapi('CertifiedStudent');

export const bulkCertificateResultSchema = z
  .object({
    issued: z.number().int().openapi({ description: 'Certificates written (0 on a dry run)' }),
    alreadyCertified: z.number().int().openapi({ description: 'Students meeting the criteria who hold one already' }),
    students: z.array(certifiedStudentSchema).openapi({ description: 'Who received one (dry run: who would)' }),
  })
  .openapi('BulkCertificateResult');

export const certificateFormatValues = ['json', 'pdf'] as const;

export const certificateQuerySchema = z.object({
  format: z
    .enum(certificateFormatValues, 'format must be json or pdf')
    .optional()
    .openapi({ param: { name: 'format', in: 'query' }, description: 'json (default) or pdf' }),
});

export const publicIdParam = z
  .string()
  .uuid('publicId must be a UUID')
  .openapi({
    param: { name: 'publicId', in: 'path' },
    format: 'uuid',
    example: '00000000-0000-4000-8000-000000000001',
  });

export type Certificate = z.infer<typeof certificateSchema>;
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;
export type CertificateInput = z.infer<typeof certificateInputSchema>;
export type BulkCertificateInput = z.infer<typeof bulkCertificateInputSchema>;
export type BulkCertificateResult = z.infer<typeof bulkCertificateResultSchema>;
export type CertifiedStudent = z.infer<typeof certifiedStudentSchema>;
