import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'bench/baseline-next/.next/**', 'node_modules/**', 'data/**', 'drizzle/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The layers of ARCHITECTURE.md: imports point down only (routes → features → server → lib).
  layer('src/features/**', ['app']),
  layer('src/server/**', ['app', 'features']),
  layer('src/{lib,i18n}/**', ['app', 'features', 'server']),
];

/**
 * Forbids the files of `files` to import from the layers above them (src/<name>/…), by the `@/`
 * alias or by a relative path. Tests may reach up (they call route handlers).
 */
function layer(files, above) {
  const patterns = above.flatMap((name) => [`@/${name}`, `@/${name}/*`, `**/${name}/*`]);
  return {
    files: [files],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: patterns, message: `Imports point down only: ${files} may not import from src/{${above.join(',')}} (ARCHITECTURE.md).` }] }],
    },
  };
}

export default config;
