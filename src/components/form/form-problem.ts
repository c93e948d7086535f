import type { FormInstance } from 'antd';

import type { Problem } from '@/api/model';
import { isApiError } from '@/config/api-client';

export interface FieldProblem {
  name: string[];
  errors: string[];
}

// STYLE.md "Errors": a problem's errors[].path lands on the form field it names ("users.0" → "users").
// Paths that name no field of the form are left to the toast.
export function problemFieldErrors(error: unknown, fieldNames: readonly string[]): FieldProblem[] {
  if (!isApiError<Partial<Problem>>(error)) return [];
  const items = error.response?.data?.errors;
  if (!Array.isArray(items)) return [];
  const byField = new Map<string, string[]>();
  for (const item of items) {
    const field = String(item.path ?? '').split('.')[0];
    if (!fieldNames.includes(field)) continue;
    byField.set(field, [...(byField.get(field) ?? []), item.message]);
  }
  return [...byField].map(([field, errors]) => ({ name: [field], errors }));
}

// Puts the server's field errors on the fields of `form`; returns whether any field got one.
export function setProblemFields(form: FormInstance, error: unknown): boolean {
  const registered = form.getFieldsError().map((field) => String(field.name[0]));
  const fields = problemFieldErrors(error, registered);
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}
