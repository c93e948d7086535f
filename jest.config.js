const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// stack-notes §3.3: @ant-design/icons' CJS build requires an ESM file of @ant-design/colors.
const moduleNameMapper = {
  '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  '^@/(.*)$': '<rootDir>/src/$1',
};

const server = createJestConfig({
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/server', '<rootDir>/__tests__/api'],
  globalSetup: '<rootDir>/__tests__/support/server/global-setup.ts',
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/server/setup.ts'],
  moduleNameMapper,
});

const client = createJestConfig({
  displayName: 'client',
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/__tests__/client'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/client/setup.ts'],
  moduleNameMapper,
});

// msw 2 depends on ESM-only packages; let next/jest's SWC compile them (stack-notes §3.3).
const esmPackages = '/node_modules/(?!(ical\\.js|rettime|until-async|@open-draft|msw|@mswjs|@bundled-es-modules)/)';

module.exports = async () => {
  const projects = await Promise.all([server(), client()]);
  for (const project of projects) {
    project.transformIgnorePatterns = [esmPackages, '^.+\\.module\\.(css|sass|scss)$'];
  }
  return { projects, maxWorkers: 2 };
};
