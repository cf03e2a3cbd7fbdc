export interface Cluster {
  readonly url: string;
  stop(): void;
}
export function findPostgresBin(): string | null;
export function installDebianPackages(): void;
export function freePort(): Promise<number>;
export function startCluster(settings?: Record<string, string>): Promise<Cluster>;
