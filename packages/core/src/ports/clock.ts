/** Time comes from a port so that use cases are deterministic under test. */
export interface Clock {
  now(): Date;
}
