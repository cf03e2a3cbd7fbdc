/** A backup of the embedded database, as a message names it. */
export interface BackupRef {
  readonly file: string;
  readonly takenAt: string;
}

/**
 * The embedded database could not be opened (PGlite aborts on a damaged data directory): the
 * start stops with what to do — the newest backup and the command that restores it — instead of
 * PGlite's `Aborted()` stack.
 */
export class EmbeddedOpenError extends Error {
  constructor(
    readonly directory: string,
    readonly causeMessage: string,
    readonly backups: readonly BackupRef[],
  ) {
    const newest = backups[0];
    super(
      `the embedded database in ${directory} cannot be opened (${causeMessage}). ` +
        (newest
          ? `The newest backup is ${newest.file} (taken ${newest.takenAt}; ${backups.length} kept). Restore it with \`pnpm cli restore-embedded\` (the damaged directory is moved aside, not deleted), then start again.`
          : 'There is no backup in DATA_DIR/backups. Move the directory aside to start with an empty database, or set DATABASE_URL.'),
    );
  }
}
