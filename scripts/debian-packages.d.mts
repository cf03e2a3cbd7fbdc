export interface Upgrade {
  readonly name: string;
  readonly installed: string;
  readonly candidate: string;
}
export type InstallPlan =
  | { readonly ok: true; readonly packages: string[]; readonly pinned: Upgrade[] }
  | { readonly ok: false; readonly reason: string };
export function upgradesIn(simulation: string): Upgrade[];
export function planInstall(missing: string[], simulateWith?: (packages: string[]) => { ok: boolean; output: string }): InstallPlan;
export function installWithoutUpgrades(missing: string[], log: (message: string) => void): void;
