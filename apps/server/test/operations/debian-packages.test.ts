import { describe, expect, it } from 'vitest';
import { planInstall, upgradesIn } from '../../../../scripts/debian-packages.mjs';

/**
 * The test command installs missing Debian packages without upgrading installed ones (issue 22):
 * `--no-upgrade` alone still upgrades an installed dependency. The plan reads `apt-get -s`; these
 * outputs were recorded on a Debian 12 host whose installed bash was older than its candidate.
 */
const UPGRADES_BASH = [
  'NOTE: This is only a simulation!',
  'Inst bash [5.2.15-2+b8] (5.2.15-2+b13 Debian:12.15/oldstable [amd64])',
  'Conf bash (5.2.15-2+b13 Debian:12.15/oldstable [amd64])',
  'Inst bash-builtins (5.2.15-2+b13 Debian:12.15/oldstable [amd64])',
  'Conf bash-builtins (5.2.15-2+b13 Debian:12.15/oldstable [amd64])',
].join('\n');
const NEW_ONLY = 'Inst redis-tools (5:7.0.15-1~deb12u1 Debian:12.15/oldstable [amd64])\nInst redis-server (5:7.0.15-1~deb12u1 Debian:12.15/oldstable [amd64])';
const UNMET = ' bash-builtins : Depends: bash (= 5.2.15-2+b13) but 5.2.15-2+b8 is to be installed\nE: Unable to correct problems, you have held broken packages.';

describe('installing Debian packages without upgrades', () => {
  it('reads the installed packages a simulation upgrades, not the new ones', () => {
    expect(upgradesIn(UPGRADES_BASH)).toEqual([{ name: 'bash', installed: '5.2.15-2+b8', candidate: '5.2.15-2+b13' }]);
    expect(upgradesIn(NEW_ONLY)).toEqual([]);
  });

  it('installs what is missing as named when nothing installed moves', () => {
    const asked: string[][] = [];
    const plan = planInstall(['redis-server'], (packages) => (asked.push(packages), { ok: true, output: NEW_ONLY }));
    expect(plan).toEqual({ ok: true, packages: ['redis-server'], pinned: [] });
    expect(asked).toEqual([['redis-server']]);
  });

  it('pins an installed dependency to its version when apt can keep it', () => {
    const plan = planInstall(['apertium-apy'], (packages) =>
      packages.includes('bash=5.2.15-2+b8') ? { ok: true, output: NEW_ONLY } : { ok: true, output: UPGRADES_BASH },
    );
    expect(plan).toMatchObject({ ok: true, packages: ['apertium-apy', 'bash=5.2.15-2+b8'], pinned: [{ name: 'bash' }] });
  });

  it('refuses, naming each upgrade, when apt cannot install without one', () => {
    const plan = planInstall(['bash-builtins'], (packages) =>
      packages.includes('bash=5.2.15-2+b8') ? { ok: false, output: UNMET } : { ok: true, output: UPGRADES_BASH },
    );
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.reason).toContain('would upgrade packages this host has installed (bash 5.2.15-2+b8 -> 5.2.15-2+b13)');
    expect(plan.reason).toContain('Nothing was installed');
  });
});
