/**
 * A restore of the read views gives a turn after this many docs: a few milliseconds of work
 * each, as the index's own steps (decision 0072).
 */
export const STEP_DOCS = 65_536;

/**
 * The same for shelves (a map entry each, its key's hash taken the first time: several times a
 * doc's work).
 */
export const STEP_SHELVES = 8_192;
