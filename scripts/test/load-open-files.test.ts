import { openFilesLimit } from '@il/gateway/src/observability/descriptor-limit';
import { raiseOpenFiles } from '../bench/load/open-files';

const limit = openFilesLimit();
const linux = process.platform === 'linux' && limit !== null;
if (!linux) process.stdout.write('load-open-files: skipped, /proc/self/limits is Linux only\n');

(linux ? describe : describe.skip)('the load bench raising its open-files limit', () => {
  it('leaves a limit that is high enough as it is', () => {
    expect(raiseOpenFiles(limit!)).toEqual({ limit, note: null });
  });

  it('says why when the limit cannot be raised, and keeps the one it has', () => {
    const raised = raiseOpenFiles(2 ** 40);
    expect(raised.limit).toBe(openFilesLimit());
    expect(raised.note).toMatch(/^open files stay at \d+ \(raising to 1099511627776: .+\)$/);
  });
});
