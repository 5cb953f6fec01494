// One lint config for the workspace: typed-free recommended rules plus React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Walls between the API's domains: from outside, a domain is reached through its `index` (what it
 * offers other wings), `domain` (its tables, for the migration list), `config` (its settings, for
 * config.ts) and `testing` (fixtures for tests). Money never imports campaigns.
 */
const API = 'infra/api/src';
const WALLED = ['auth', 'money', 'campaign'];
const DOOR = '(index|domain|config|testing|wallet/config|wallet/testing)';
const reachingInto = (domain) => ({
  regex: `^(\\.\\./)+${domain}/(?!${DOOR}$)`,
  message: `Import what ${domain}/ offers from its index (${domain}/index.ts), not its internals.`,
});
const apiWalls = [
  ...WALLED.map((domain) => ({
    files: [`${API}/${domain}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WALLED.filter((other) => other !== domain).map(reachingInto),
            ...(domain === 'money'
              ? [
                  {
                    regex: '^(\\.\\./)+campaign(/|$)',
                    message: 'Money never imports campaigns: campaigns build on money.',
                  },
                ]
              : []),
          ],
        },
      ],
    },
  })),
  {
    files: [`${API}/**/*.ts`],
    ignores: ['**/*.test.ts', ...WALLED.map((domain) => `${API}/${domain}/**`)],
    rules: { 'no-restricted-imports': ['error', { patterns: WALLED.map(reachingInto) }] },
  },
];

/** Apps never import each other: a remote is reached at run time through the registry (types excepted). */
const APPS = [
  'shell',
  'mf-auth',
  'mf-wallet-vip',
  'mf-profile',
  'mf-help',
  'mf-campaign-ash-echoes',
  'mf-campaign-crazy-ones',
];
const appWalls = APPS.map((app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: APPS.filter((other) => other !== app).map((other) => ({
          regex: `^((\\.\\./)+${other}|${other})(/|$)`,
          allowTypeImports: true,
          message: `An app does not import another (${other}); share through packages/ or the registry.`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.deploy/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain CommonJS for Node (files a library `require`s, such as autocannon's worker setup).
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Use cases, not closures: a function past 150 lines is split, or says why it is not.
    files: [
      'infra/api/src/**/*.ts',
      'infra/gateway/**/*.ts',
      'infra/scripts/**/*.ts',
      'shell/src/**/*.{ts,tsx}',
      'mf-*/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.spec.{ts,tsx}',
      '**/testing/**',
      '**/testing.{ts,tsx}',
      '**/*.fixture.ts',
      '**/testGameServer.ts',
      '**/test-utils/**',
      '**/__tests__/**',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  ...apiWalls,
  ...appWalls,
);
