import { afterEach, expect, it } from 'vitest';
import { startRig, restartUnderLoad, stopUnderLoad, untilServing, type Rig, type ScenarioReport } from '../support/chaos.js';

/**
 * A database restart or outage is a routine event (decision 0029-database-restarts): writers keep
 * sending price updates and chat messages to the real server process while its own PostgreSQL
 * cluster is restarted or stopped. The process lives, answers 503 while the database is away and
 * 200 again after it is back, with no operator action, and keeps every acknowledged write.
 * (`pnpm chaos` runs the longer versions and prints the figures.)
 */

let rig: Rig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

function expectSurvived(report: ScenarioReport): void {
  expect(report.crashes).toEqual([]);
  expect(report.unhandled).toBe(0);
  expect(report.lost).toBe(0);
  expect(report.duplicated).toBe(0);
  // Only successes and 503 unavailable: no 500, no refused connection, no request left hanging.
  expect(Object.keys(report.answers).filter((status) => status !== '200' && status !== '503')).toEqual([]);
  expect(report.acknowledged).toBeGreaterThan(0);
  expect(report.recoveryMs).not.toBeNull();
}

it('survives PostgreSQL restarts under concurrent writes and serves again without help', async () => {
  rig = await startRig(6);
  const report = await restartUnderLoad(rig, 6_000, 2);
  expectSurvived(report);
  expect(await untilServing(rig, 30_000)).not.toBeNull();
}, 120_000);

it('answers 503 while PostgreSQL is stopped for 10 s, then 200 again in the same process', async () => {
  rig = await startRig(4);
  const report = await stopUnderLoad(rig, 4_000, 10_000);
  expectSurvived(report);
  expect(report.answers['503']).toBeGreaterThan(0);
  expect(await untilServing(rig, 30_000)).not.toBeNull();
}, 120_000);
