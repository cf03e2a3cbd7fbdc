/**
 * A restore of the read views gives a turn after this many docs (or shelves): a few milliseconds
 * of work each, as the index's own steps (decision 0072).
 */
export const STEP_DOCS = 65_536;
