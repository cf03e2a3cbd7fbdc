export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Start of the calendar month (UTC) that `at` falls in: the plan's bump quota resets then. */
export const startOfUtcMonth = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/** Start of the UTC day of `at`: daily caps reset then. */
export const startOfUtcDay = (at: Date): Date =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

export const addMs = (at: Date, ms: number): Date => new Date(at.getTime() + ms);
