import { availableParallelism } from 'node:os';
import { type Command, InvalidArgumentError, Option } from 'commander';
import cliProgress from 'cli-progress';
import { output, runCommand } from '../context.js';

const positiveInt = (max: number) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new InvalidArgumentError(`a whole number from 0 to ${max}`);
  return n;
};

export function seedCommand(program: Command): void {
  program
    .command('seed')
    .description('load deterministic demo data: a market of N adverts plus the demo owner (demo@example.com)')
    .option('--adverts <n>', 'adverts to generate', positiveInt(20_000_000), 2000)
    .option('--seed <s>', 'random seed; the same seed gives the same data', positiveInt(2 ** 31), 1)
    .addOption(
      new Option('--text <model>', 'real: sellers\' own words from dictionaries, model codes, typos (a growing vocabulary); curated: the demo\'s phrases only')
        .choices(['real', 'curated'])
        .default('real'),
    )
    .option('--workers <n>', 'threads that generate adverts while the loader writes (PostgreSQL)', positiveInt(64), availableParallelism())
    .option('--force', 'seed even if the database already has adverts (not one that holds an earlier seed: its rows of fixed ids would clash)')
    .option('--json', 'print the summary as JSON')
    .addHelpText('after', '\nRefuses a database that already has adverts unless --force, and one that holds an earlier seed in any case. Migrates first.')
    .action(async (options: { adverts: number; seed: number; text: 'real' | 'curated'; workers: number; force?: boolean; json?: boolean }) => {
      // The bar shows progress only where this process seeds (not through a running service).
      const bar = process.stdout.isTTY && !options.json
        ? new cliProgress.SingleBar({ format: 'seeding {bar} {value}/{total} adverts | {eta_formatted} left' }, cliProgress.Presets.shades_classic)
        : null;
      let started = false;
      const summary = await runCommand('seed', { adverts: options.adverts, seed: options.seed, text: options.text, workers: options.workers, force: options.force === true }, (loaded) => {
        if (!started) bar?.start(options.adverts, 0);
        started = true;
        bar?.update(loaded);
      }).finally(() => {
        if (started) bar?.stop();
      });
      output(
        options.json,
        summary,
        `Seeded ${summary.adverts} adverts, ${summary.users} users, ${summary.categories} categories, ${summary.photos.pool} photos (${summary.photos.rendered} rendered) in ${(summary.milliseconds / 1000).toFixed(1)} s.`,
      );
    });
}
