import type { FormInstance } from 'antd';

import type { Problem } from '@/api/model';
import { isApiError } from '@/config/api-client';

export interface FieldProblem {
  name: string[];
  errors: string[];
}

// STYLE.md "Errors": a problem's errors[].path lands on the form field it names: the longest field name that equals the
// path or prefixes it ("users.0" → users, "contacts.email" → contacts.email). Paths that name no field go to the toast.
export function problemFieldErrors(error: unknown, fieldNames: readonly string[]): FieldProblem[] {
  if (!isApiError<Partial<Problem>>(error)) return [];
  const items = error.response?.data?.errors;
  if (!Array.isArray(items)) return [];
  const byLength = [...fieldNames].sort((a, b) => b.length - a.length);
  const byField = new Map<string, string[]>();
  for (const item of items) {
    const path = String(item.path ?? '');
    const field = byLength.find((name) => path === name || path.startsWith(`${name}.`));
    if (field) byField.set(field, [...(byField.get(field) ?? []), item.message]);
  }
  return [...byField].map(([field, errors]) => ({ name: field.split('.'), errors }));
}

// Puts the server's field errors on the fields of `form`; returns whether any field got one. Each error goes to the
// field's own name path, so a row of a Form.List (["rows", 0, "task"], a number inside) is found too.
export function setProblemFields(form: FormInstance, error: unknown): boolean {
  const registered = new Map(form.getFieldsError().map((field) => [field.name.join('.'), field.name]));
  const fields = problemFieldErrors(error, [...registered.keys()]);
  if (fields.length) {
    form.setFields(fields.map((field) => ({ ...field, name: registered.get(field.name.join('.')) ?? field.name })));
  }
  return fields.length > 0;
}
