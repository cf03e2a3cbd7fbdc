import { defineWorkspace } from 'vitest/config';

export default defineWorkspace([
  {
    test: {
      name: 'core',
      include: ['packages/core/**/*.test.ts'],
    },
  },
  {
    test: {
      name: 'integration',
      include: ['packages/!(core)/**/*.test.ts', 'apps/**/*.test.ts', 'bench/**/*.test.ts'],
      globalSetup: ['./packages/testkit/src/global-setup.ts'],
      pool: 'forks',
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
]);
