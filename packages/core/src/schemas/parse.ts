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

/**
 * The issue to report: of a union none of whose forms matched, the issue of the form the value
 * has (a string too long, not "invalid input"), with the union's path before its own.
 */
function specific(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union') return issue;
  const fitting = issue.errors.find((form) => form.length > 0 && !form.some((i) => i.code === 'invalid_type' && i.path.length === 0));
  const inner = fitting?.[0];
  return inner ? specific({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue) : issue;
}

/** Validates an operation input with its schema; the first issue becomes invalid_arguments. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  raw: unknown,
): Result<z.output<S>, InvalidArguments> {
  // Valid input is parsed without options: with any, zod leaves its compiled fast path for
  // objects, and a search's input then costs it two and a half times as much.
  const valid = schema.safeParse(raw);
  if (valid.success) return ok(valid.data);
  // Again, with the input in each issue: a value of the wrong type is told apart from a missing one.
  const parsed = schema.safeParse(raw, { reportInput: true });
  if (parsed.success) return ok(parsed.data);
  const first = parsed.error.issues[0];
  const issue = first && specific(first);
  if (!issue) return err(invalidArguments('', 'invalid input'));
  const field = fieldOf(issue);
  return err(invalidArguments(field, messageOf(issue, field)));
}
