import type { Problem } from '@/api/model';
import { isApiError } from '@/config/api-client';

export const GENERIC_ERROR_TEXT = 'An error occurred. Please try later.';

export function problemStatus(error: unknown): number | undefined {
  if (isApiError(error)) return error.response?.status;
  return undefined;
}

// pages.md §0.3: a failed call shows the problem `detail`, else the generic text.
export function problemDetail(error: unknown): string {
  if (isApiError<Partial<Problem>>(error)) {
    const detail = error.response?.data?.detail;
    if (typeof detail === 'string' && detail) return detail;
  }
  return GENERIC_ERROR_TEXT;
}
