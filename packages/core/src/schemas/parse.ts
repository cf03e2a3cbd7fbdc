import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { invalidArguments, type InvalidArguments } from '../domain/errors.js';

/** The parameter an issue is about: `rule.currency`, `queries` (array positions dropped). */
function fieldOf(issue: z.core.$ZodIssue): string {
  const path = issue.path.filter((segment): segment is string => typeof segment === 'string');
  if (issue.code === 'unrecognized_keys') return [...path, issue.keys[0] ?? ''].join('.');
  return path.join('.');
}

function messageOf(issue: z.core.$ZodIssue, field: string): string {
  if (issue.code === 'unrecognized_keys') return `unknown parameter: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required`;
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Validates an operation input with its schema; the first issue becomes invalid_arguments. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  raw: unknown,
): Result<z.output<S>, InvalidArguments> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  if (!issue) return err(invalidArguments('', 'invalid input'));
  const field = fieldOf(issue);
  return err(invalidArguments(field, messageOf(issue, field)));
}
