import { connectionSharing } from '../bench/load/processes';

describe("the bench reading how the server's processes share the port", () => {
  it("takes it from the starting process's line once every process serves", () => {
    const logs = [
      '{"level":30,"pid":1,"service":"gateway","msg":"Influencer League is up"}',
      'not json at all: serving with',
      '{"level":30,"pid":2,"service":"start","msg":"serving with 2 processes","workers":2,"connections":"a socket per process (SO_REUSEPORT)"}',
    ].join('\n');
    expect(connectionSharing(logs)).toBe('a socket per process (SO_REUSEPORT)');
  });

  it('says nothing before that line', () => {
    expect(connectionSharing('{"level":30,"msg":"Influencer League is up"}\n')).toBeNull();
  });
});
