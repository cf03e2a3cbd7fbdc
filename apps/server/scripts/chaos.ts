import { killUnderKeyedLoad, restartUnderLoad, startRig, stopUnderLoad, type Rig, type ScenarioReport } from '../test/support/chaos.js';

/**
 * `pnpm chaos [restart|stop|kill …]`: the longer fault scenarios with real processes, on
 * loopback only (decisions 0029-database-restarts and 0030-exactly-once-writes). Each starts a
 * PostgreSQL cluster of its own and the real server over it, drives concurrent writes, injects
 * the fault and prints requests sent, acknowledged, lost (must be 0), duplicated (must be 0) and
 * the time to recover. Exits 1 if any scenario lost or duplicated a write or the process died.
 */

const WRITERS = Number(process.env.CHAOS_WRITERS ?? 12);
const SCENARIOS: Record<string, (rig: Rig) => Promise<ScenarioReport>> = {
  restart: (rig) => restartUnderLoad(rig, 20_000, 3),
  stop: (rig) => stopUnderLoad(rig, 10_000, 10_000),
  kill: (rig) => killUnderKeyedLoad(rig, 30_000, 3),
};

function print(report: ScenarioReport): void {
  const answers = Object.entries(report.answers)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(`\n== ${report.name}`);
  console.log(`  requests sent        ${report.sent}   (${answers})`);
  console.log(`  acknowledged         ${report.acknowledged}`);
  console.log(`  lost                 ${report.lost}`);
  console.log(`  duplicated           ${report.duplicated}`);
  if (report.replayed > 0) console.log(`  replayed answers     ${report.replayed}`);
  console.log(`  time to recover      ${report.recoveryMs === null ? 'never' : `${Math.round(report.recoveryMs)} ms`}`);
  if (report.processStartMs !== undefined) console.log(`  new process up after  ${report.processStartMs} ms (kill to listening, slowest)`);
  if (report.slowest503Ms > 0) console.log(`  slowest 503          ${report.slowest503Ms} ms`);
  console.log(`  process crashes      ${report.crashes.length}${report.crashes.length ? `: ${report.crashes.join('; ')}` : ''}`);
  console.log(`  unhandled errors     ${report.unhandled}`);
}

const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SCENARIOS);
let failed = false;
for (const name of names) {
  const scenario = SCENARIOS[name];
  if (!scenario) {
    console.error(`unknown scenario ${name}; known: ${Object.keys(SCENARIOS).join(', ')}`);
    process.exit(2);
  }
  const rig = await startRig(WRITERS);
  try {
    const report = await scenario(rig);
    print(report);
    if (report.lost > 0 || report.duplicated > 0 || report.crashes.length > 0 || report.recoveryMs === null) failed = true;
  } finally {
    await rig.close();
  }
}
process.exit(failed ? 1 : 0);
