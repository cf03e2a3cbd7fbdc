// Installing the Debian packages the tests need without upgrading anything the host has
// (README, "Tests"). `apt-get install
// --no-upgrade` holds back only the packages named; a dependency of theirs that is installed at
// an older version (libxml2 for the Apertium packages) is still upgraded. So the install is
// simulated first (`apt-get -s`); each installed package it would upgrade is pinned to the
// version installed (`name=version`); if apt cannot install without upgrading, nothing is
// installed and the error names what would be upgraded.
import { execFileSync, spawnSync } from 'node:child_process';

/** The installed packages an `apt-get -s install` output upgrades: `Inst name [installed] (new …)`. */
export function upgradesIn(simulation) {
  return [...simulation.matchAll(/^Inst (\S+) \[([^\]]+)\] \((\S+)/gm)].map(([, name, installed, candidate]) => ({ name, installed, candidate }));
}

const APT_ENV = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const OPTIONS = ['--no-install-recommends', '--no-upgrade'];

function simulate(packages) {
  const run = spawnSync('apt-get', ['-s', 'install', ...OPTIONS, ...packages], { encoding: 'utf8', env: APT_ENV });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** The plan for installing `missing`: the packages to name (with pins), or why it cannot be done. */
export function planInstall(missing, simulateWith = simulate) {
  const first = simulateWith(missing);
  if (!first.ok) return { ok: false, reason: `apt-get cannot install ${missing.join(' ')}:\n${first.output}` };
  const upgrades = upgradesIn(first.output);
  if (upgrades.length === 0) return { ok: true, packages: missing, pinned: [] };
  const pins = upgrades.map((u) => `${u.name}=${u.installed}`);
  const pinned = simulateWith([...missing, ...pins]);
  if (pinned.ok && upgradesIn(pinned.output).length === 0) return { ok: true, packages: [...missing, ...pins], pinned: upgrades };
  const named = upgrades.map((u) => `${u.name} ${u.installed} -> ${u.candidate}`).join(', ');
  return {
    ok: false,
    reason:
      `installing ${missing.join(' ')} would upgrade packages this host has installed (${named}), and apt cannot keep their versions. ` +
      `Nothing was installed. Install them yourself if those upgrades are acceptable: apt-get install --no-install-recommends ${missing.join(' ')}`,
  };
}

/** Installs `missing` (root, apt-get) without upgrading an installed package, or throws naming why. */
export function installWithoutUpgrades(missing, log) {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const plan = planInstall(missing);
  if (!plan.ok) {
    // A throwaway CI machine (.ci/run sets DEBIAN_UPGRADES=allow) takes the upgrades, named in its log.
    if (process.env.DEBIAN_UPGRADES !== 'allow') throw new Error(plan.reason);
    log(`DEBIAN_UPGRADES=allow: installing with the upgrades apt needs (${plan.reason.split('\n')[0]})`);
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env: APT_ENV });
    return;
  }
  if (plan.pinned.length > 0) log(`keeping installed versions of ${plan.pinned.map((u) => `${u.name} ${u.installed}`).join(', ')} (apt would upgrade them)`);
  execFileSync('apt-get', ['install', '-y', '-qq', ...OPTIONS, ...plan.packages], { stdio: 'inherit', env: APT_ENV });
}
