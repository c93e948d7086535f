import { useCallback, useMemo } from 'react';

import { createCourseCertificates, createCourseStudentCertificate, deleteCertificate } from '@/api/certificates';
import type { BulkCertificateInput, BulkCertificateResult, Certificate } from '@/api/model';
import { useNotify } from '@/hooks/useNotify';

// The certificate writes of "Course Students" (access.md §4): each tells how it went and refreshes the table; each
// rethrows so that a drawer or a modal keeps its state on failure.
export function useCertificateActions(courseId: number, refresh: () => void) {
  const notify = useNotify();

  const run = useCallback(
    async <T>(work: () => Promise<T>, success: (result: T) => string): Promise<T> => {
      try {
        const result = await work();
        notify.success(success(result));
        refresh();
        return result;
      } catch (error) {
        notify.error(error);
        throw error;
      }
    },
    [notify, refresh],
  );

  return useMemo(
    () => ({
      issue: (githubId: string) =>
        run<Certificate>(
          () => createCourseStudentCertificate(courseId, githubId),
          () => `Certificate issued to ${githubId}`,
        ),
      remove: (studentId: number, githubId: string) =>
        run(
          () => deleteCertificate(studentId),
          () => `Certificate of ${githubId} removed`,
        ),
      // rules.md R16.2: the dry run answers who would receive one; nothing is written.
      preview: (input: BulkCertificateInput) => createCourseCertificates(courseId, { ...input, dryRun: true }),
      issueAll: (input: BulkCertificateInput) =>
        run<BulkCertificateResult>(
          () => createCourseCertificates(courseId, { ...input, dryRun: false }),
          (result) => `${result.issued} certificates issued`,
        ),
    }),
    [courseId, run],
  );
}

export type CertificateActions = ReturnType<typeof useCertificateActions>;
