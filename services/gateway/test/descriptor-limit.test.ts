import { descriptorWarning, openFilesLimit } from '../src/observability/descriptor-limit';

const limits = (soft: string) =>
  [
    'Limit                     Soft Limit           Hard Limit           Units     ',
    'Max processes             95584                95584                processes ',
    `Max open files            ${soft.padEnd(20)} 1048576              files     `,
  ].join('\n');

describe('open files limit', () => {
  test('is read from the soft limit of /proc/self/limits', () => {
    expect(openFilesLimit(limits('20000'))).toBe(20_000);
    expect(openFilesLimit(limits('unlimited'))).toBe(Infinity);
    expect(openFilesLimit('Max processes 1 1 processes')).toBeNull();
    expect(openFilesLimit(null)).toBeNull();
  });

  test('this machine has one', () => {
    if (process.platform !== 'linux') return console.log(`no /proc/self/limits on ${process.platform}`);
    expect(openFilesLimit()).toBeGreaterThan(0);
  });
});

describe('descriptor warning', () => {
  test('says nothing when each process may hold a stream and a connection per player it serves', () => {
    expect(descriptorWarning(1_048_576, 50_000, 2)).toBeNull();
    expect(descriptorWarning(50_000, 50_000, 2)).toBeNull();
    expect(descriptorWarning(Infinity, 50_000, 1)).toBeNull();
    expect(descriptorWarning(null, 50_000, 1)).toBeNull();
  });

  test('names the limit, the need and the remedies when it is lower', () => {
    const warning = descriptorWarning(20_000, 50_000, 2);
    expect(warning).toContain('may open 20000 files');
    expect(warning).toContain('need about 50000');
    expect(warning).toContain('ulimit -n');
    expect(descriptorWarning(1_024, 50_000, 1)).toContain('need about 100000');
  });
});
