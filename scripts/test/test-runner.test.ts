import { DOMAIN_SUITES, parseArguments, plan, type Step } from '../test.cjs';

const commands = (steps: Step[]) => steps.map((step) => [step.label, step.command?.[1].slice(1) ?? step.together?.map((member) => member.label)]);

describe('npm test', () => {
  it('runs every check with no path: type check, lint and web build side by side, the suites, the server build, the browser suites', () => {
    expect(commands(plan(parseArguments([])))).toEqual([
      ['type check, lint and the web build', ['type check', 'lint', 'web build']],
      ['unit and web suites', ['--selectProjects', 'unit', 'web']],
      ['server build', ['build:server']],
      ['browser suites', [`--maxWorkers=${process.env.E2E_SUITES_AT_ONCE ?? 3}`, '--selectProjects', 'e2e']],
    ]);
  });

  it('runs only the suites named, before the project list that would swallow them, and jest flags as given', () => {
    expect(commands(plan(parseArguments(['services/league/test/league-decider.test.ts', '-t', 'ends'])))).toEqual([
      ['the suites named', ['services/league/test/league-decider.test.ts', '-t', 'ends', '--selectProjects', 'unit', 'web', 'e2e']],
    ]);
  });

  it('builds first when a browser suite is named', () => {
    expect(plan(parseArguments(['e2e/shell.e2e.ts'])).map((step) => step.label)).toEqual(['build', 'the suites named']);
  });

  it('runs the pure suites with --domain, and the unit or browser suites alone', () => {
    expect(commands(plan(parseArguments(['--domain'])))).toEqual([['domain suites', [...DOMAIN_SUITES, '--selectProjects', 'unit']]]);
    expect(commands(plan(parseArguments(['--unit', 'scripts/test'])))).toEqual([['unit and web suites', ['scripts/test', '--selectProjects', 'unit', 'web']]]);
    expect(plan(parseArguments(['--e2e'])).map((step) => step.label)).toEqual(['build', 'browser suites']);
  });
});
