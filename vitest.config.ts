import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  // 'server-only' throws outside React Server Components; in tests it is a plain module.
  'server-only': path.resolve(import.meta.dirname, 'test/support/empty.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/support/**/*.test.ts', 'bench/**/*.test.mjs'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-pglite',
          include: ['test/integration/**/*.test.ts'],
          env: { TEST_DB_DRIVER: 'pglite' },
          globalSetup: ['test/support/db-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-postgres',
          include: ['test/integration/**/*.test.ts'],
          exclude: ['test/integration/**/*.pglite.test.ts'],
          env: { TEST_DB_DRIVER: 'postgres' },
          globalSetup: ['test/support/db-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
