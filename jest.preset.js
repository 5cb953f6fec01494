// Shared jest setup: SWC transpiles TypeScript/TSX (emotion's JSX runtime), tests sit beside the code.
module.exports = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(png|jpe?g|svg)\\?responsive=\\w+$': require.resolve('./jest.responsive-image-stub.js'),
    '\\.(png|jpe?g|svg|webp|gif|woff2?|css)$': require.resolve('./jest.asset-stub.js'),
  },
  // Build-time constants webpack's DefinePlugin provides in real builds.
  globals: { __BUILD_LABEL__: '' },
  setupFilesAfterEnv: [require.resolve('./jest.setup.ts')],
  // CI runs two projects' suites at once on two cores, and a remote's deploy gate runs its suite
  // beside browser tests: a form test that types and waits can take more than jest's default 5 s
  // there without anything being wrong. A hung test still fails.
  testTimeout: 20_000,
};
