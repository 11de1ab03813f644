// ESM + ts-jest: see ../shared/notes/toolchain.md. Plain .js from jsdom's ESM-only
// dependencies is transpiled too, or jsdom cannot be required under jest on Node 20.
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false }],
    '^.+\\.m?js$': ['ts-jest', { useESM: true, tsconfig: { allowJs: true }, diagnostics: false }],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(@exodus|parse5|entities|@asamuzakjp|@csstools|@bramus|css-tree|tough-cookie)/)',
  ],
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.cjs'],
};
