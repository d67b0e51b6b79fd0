const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// next-intl and its ICU dependencies ship ESM only; jest must transform them.
const esmPackages = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'icu-minify'].join('|');

const config = {
  testEnvironment: 'jsdom',
  // A limit for a hang, not a speed goal: on a busy 2-core machine one user-event test takes 7+ s,
  // past jest's 5 s default, and a timed-out act() leaves React broken for the tests after it.
  testTimeout: 60_000,
  setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
  // tests/deploy runs under node's own runner after the build (npm run test:deploy).
  testPathIgnorePatterns: [
    '<rootDir>/node_modules/',
    '<rootDir>/tests/e2e/',
    '<rootDir>/tests/deploy/',
    '<rootDir>/tests/engines/',
    '<rootDir>/.next/',
    '<rootDir>/out/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.next/'],
};

module.exports = async () => {
  // messages/en.json and vi.json, which the tests import, assembled from content/texts (content/texts.mjs).
  const { writeMessages } = await import('./content/texts.mjs');
  writeMessages(__dirname);
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
};
