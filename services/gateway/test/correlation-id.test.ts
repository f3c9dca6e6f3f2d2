import { correlationIds } from '../src/http/correlation-id';

describe('correlationIds', () => {
  const request = (headers: Record<string, string> = {}) => ({ headers }) as never;

  it('keeps a sane id the caller sent', () => {
    const next = correlationIds();
    expect(next(request({ 'x-correlation-id': 'corr-12345678' }))).toBe('corr-12345678');
  });

  it('makes a new id for a missing or unfit one, never the same twice, and different per process start', () => {
    const next = correlationIds();
    const ids = [next(request()), next(request({ 'x-correlation-id': 'short' })), next(request({ 'x-correlation-id': 'has spaces in it' }))];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,100}$/);
    const other = correlationIds();
    expect(other(request())).not.toBe(ids[0]);
  });
});
