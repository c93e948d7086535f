import type { ZodError } from 'zod';
import { AppError } from '../../../http/problem';
import { selfCheckAttributesSchema, type SelfCheckAttributes } from '../schemas';

const pathOf = (path: PropertyKey[]) => ['attributes', ...path.map(String)].join('.');

function problemOf(error: ZodError): AppError {
  const errors = error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message }));
  return new AppError('validation', `Invalid self-check test: ${errors.map((e) => e.path).join(', ')}.`, { errors });
}

// data-model.md §4: a `selfeducation` task keeps its questions and answers in attributes; the service validates them
// with the same schema the editor follows (400 naming the field, e.g. `attributes.answers.2`).
export function validateTaskAttributes(type: string, attributes: Record<string, unknown>): void {
  if (type !== 'selfeducation') return;
  const parsed = selfCheckAttributesSchema.safeParse(attributes);
  if (!parsed.success) throw problemOf(parsed.error);
}

// A stored self-check test, or null when the attributes do not hold one (older or hand-made rows).
export function readSelfCheck(attributes: unknown): SelfCheckAttributes | null {
  const parsed = selfCheckAttributesSchema.safeParse(attributes);
  return parsed.success ? parsed.data : null;
}

// rules.md R9.6: the answers never leave the server for a caller who is not an admin or a manager.
export function withoutAnswers(attributes: Record<string, unknown>): Record<string, unknown> {
  if (!('answers' in attributes)) return attributes;
  const { answers: _answers, ...rest } = attributes;
  return rest;
}
