// One jest run, three projects: unit/API/contract suites, web component suites, browser end-to-end suites.
const swc = ['@swc/jest', {
  jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
  module: { type: 'commonjs' },
}];
// superjson (with copy-anything), @dicebear, lucide-react's per-icon modules, and the copies of content-disposition 3 and cookie 2
// nested under @fastify/static and light-my-request ship ESM only; swc turns them into CommonJS.
const esmOnly = ['superjson', 'copy-anything', 'is-what', '@dicebear', 'lucide-react', 'content-disposition', 'cookie'].join('|');
const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // Nested copies count too (@fastify/static/node_modules/content-disposition).
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmOnly})/).*/node_modules/`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
module.exports = {
  // Stops the run before any suite where an addon was compiled for another Node (what to run, printed).
  globalSetup: '<rootDir>/scripts/test/runtime-setup.cjs',
  // The longest suites first, on a fresh machine too (where jest has no timings of its own).
  testSequencer: '<rootDir>/scripts/test/sequencer.cjs',
  // API suites hash passwords with argon2 and race many commands; on a busy 2-core machine the
  // default 5 s is a measure of the machine, not of the code.
  testTimeout: 30_000,
  // Most suites wait on server processes, brokers and timers more than they compute: on a 2-core
  // machine, three at a time keep the cores busier than two (the browser suites' own number is set
  // by scripts/test.cjs).
  maxWorkers: require('node:os').availableParallelism() + 1,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{packages,services,projections}/*/test/**/*.test.ts', '<rootDir>/scripts/test/**/*.test.ts'],
      testEnvironment: 'node',
    },
    {
      ...common,
      displayName: 'web',
      testMatch: ['<rootDir>/{shell,mfe-league,mfe-studio,mfe-social,packages/ui}/test/**/*.test.tsx'],
      testEnvironment: 'jsdom',
      // jest-dom's matchers and the encoders jsdom lacks, before every web test file (it needs
      // expect, hence after the environment). A test that still imports it gets the same module.
      setupFilesAfterEnv: ['@il/ui/testing'],
      moduleNameMapper: { '\\.css$': '<rootDir>/scripts/test/style-stub.cjs' },
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/e2e/support/retry.ts'],
    },
  ],
};
