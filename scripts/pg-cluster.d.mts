export interface Cluster {
  readonly url: string;
  /** `pg_ctl restart -m fast`: every connection is dropped, the server is back when this returns. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`, keeping the files; `resume()` starts it again. */
  halt(): Promise<void>;
  resume(): Promise<void>;
  /** Shuts it down (if running) and removes its files. */
  stop(): void;
}
export function findPostgresBin(): string | null;
export function installDebianPackages(): void;
export function freePort(): Promise<number>;
export function startCluster(settings?: Record<string, string>): Promise<Cluster>;
export function missingDebianPackages(): string[];
