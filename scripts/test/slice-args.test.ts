import { parseSliceArgs } from '../slice/args';

const SLICES = ['mfe-league', 'mfe-studio', 'mfe-social'];
const parse = (...argv: string[]) => parseSliceArgs(argv, SLICES);

describe('npm run slice arguments', () => {
  it('reads each command with its slice, release and options', () => {
    expect(parse('list', 'mfe-social')).toEqual({ command: 'list', slice: 'mfe-social' });
    expect(parse('publish', 'mfe-social')).toEqual({ command: 'publish', slice: 'mfe-social' });
    expect(parse('publish', 'mfe-social', '38b367eab8c0cb62', '--canary', '10')).toEqual({ command: 'publish', slice: 'mfe-social', target: '38b367eab8c0cb62', canary: 10 });
    expect(parse('rollback', 'mfe-league', '38b367eab8c0cb62')).toEqual({ command: 'rollback', slice: 'mfe-league', target: '38b367eab8c0cb62' });
    expect(parse('prune', 'mfe-studio', '--keep', '3')).toEqual({ command: 'prune', slice: 'mfe-studio', keep: 3 });
    expect(parse('record', 'mfe-social', 'some/folder')).toEqual({ command: 'record', slice: 'mfe-social', target: 'some/folder' });
  });

  it.each([
    [[], 'Name a command'],
    [['deploy', 'mfe-social'], 'Unknown command deploy'],
    [['publish'], 'Name a slice'],
    [['publish', 'mfe-shop'], 'Unknown slice mfe-shop'],
    [['publish', 'mfe-social', '--canary', '10'], 'A canary names its release'],
    [['publish', 'mfe-social', 'abc', '--canary', '100'], '--canary is a whole percent from 1 to 99'],
    [['publish', 'mfe-social', 'abc', '--canary'], '--canary needs a value'],
    [['rollback', 'mfe-social', '--canary', '5'], 'Unknown option --canary for rollback'],
    [['prune', 'mfe-social', '--keep', '0'], '--keep is a whole number of releases, at least 1'],
    [['list', 'mfe-social', 'a', 'b'], 'Unexpected b'],
  ])('%j: %s', (argv, error) => {
    expect(parse(...argv)).toEqual({ error });
  });
});
