// One jest run over every workspace; each app is a project with the same transform and setup.
import type { Config } from 'jest';
import { REMOTES } from './shared/src/federation/remotes.ts';

type Project = Exclude<NonNullable<Config['projects']>[number], string>;

const project = (
  name: string,
  rootDir: string,
  environment = '<rootDir>/../tooling/jest/jsdomWithFetch.ts',
): Project => ({
  displayName: name,
  rootDir,
  testEnvironment: environment,
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: {
    '\\.(scss|css)$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp|woff2?)$': '<rootDir>/../tooling/jest/fileStub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx,mjs}'],
  // The federation runtime is replaced in unit tests; remotes are exercised end to end.
  transformIgnorePatterns: ['/node_modules/(?!(@module-federation)/)'],
});

const config: Config = {
  projects: [
    project('shared', '<rootDir>/shared'),
    project('platform', '<rootDir>/platform'),
    project('shell', '<rootDir>/shell'),
    // Every remote of the federation table, named as it is there.
    ...Object.entries(REMOTES).map(([name, { folder }]) => project(name, `<rootDir>/${folder}`)),
    // The offline stand-ins, run as Node runs them: ES modules, like the tooling.
    {
      displayName: 'local-services',
      rootDir: '<rootDir>/local-services',
      testEnvironment: 'node',
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.ts$': ['@swc/jest'] },
      testMatch: ['<rootDir>/test/**/*.test.ts'],
    },
    // The Kubernetes manifests, rendered with kubectl and checked as plain data. ES modules, for
    // kubernetes-models, which ships only those.
    {
      displayName: 'deploy',
      rootDir: '<rootDir>/deploy',
      testEnvironment: 'node',
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.ts$': ['@swc/jest'] },
      testMatch: ['<rootDir>/kubernetes/test/**/*.test.ts'],
    },
    // Checks of the repository as a whole (the federation contract walked through its consumers,
    // generated files current, documentation citations resolving). ES modules, like the tooling.
    {
      displayName: 'tooling',
      rootDir: '<rootDir>/tooling',
      testEnvironment: 'node',
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.ts$': ['@swc/jest'] },
      testMatch: ['<rootDir>/test/**/*.test.{ts,mjs}'],
    },
  ],
};

export default config;
