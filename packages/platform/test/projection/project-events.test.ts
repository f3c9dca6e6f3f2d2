import { docsOf, projectEvents, type ProjectionDefinition, type ReadDoc } from '../../src';
import { CHARACTERS, LEAGUES, sampleProjection, type CharacterDoc, type LeagueDoc } from './sample-projection';

describe('projectEvents', () => {
  it('gives the documents after the events, each with the position of its last change', async () => {
    const docs = await projectEvents(sampleProjection, [
      { type: 'CharacterCreated', data: { characterId: 'c1', leagueId: 'l1', name: 'Ann' } },
      { type: 'CharacterCreated', data: { characterId: 'c2', leagueId: 'l1', name: 'Bob' } },
      { type: 'FollowersGained', data: { characterId: 'c1', leagueId: 'l1', amount: 10 } },
      { type: 'Unrelated', data: {} },
      { type: 'FollowersGained', data: { characterId: 'c1', leagueId: 'l1', amount: 5 } },
    ]);
    expect(docsOf<CharacterDoc>(docs, CHARACTERS).get('c1')).toEqual({
      _id: 'c1',
      _position: 5,
      leagueId: 'l1',
      name: 'Ann',
      followers: 15,
    });
    expect(docsOf<LeagueDoc>(docs, LEAGUES).get('l1')).toEqual({ _id: 'l1', _position: 5, members: 2, followers: 15 });
    expect(docs.get(`${CHARACTERS}/c2`)).toMatchObject({ _position: 2, followers: 0 });
  });

  it('deletes documents and starts from given ones', async () => {
    const docs = await projectEvents(
      sampleProjection,
      [{ type: 'CharacterRetired', data: { characterId: 'c1', leagueId: 'l1' }, position: 10 }],
      {
        given: [
          { collection: CHARACTERS, doc: { _id: 'c1', _position: 3, leagueId: 'l1', name: 'Ann', followers: 7 } },
          { collection: LEAGUES, doc: { _id: 'l1', _position: 3, members: 1, followers: 7 } },
        ],
      },
    );
    expect(docsOf(docs, CHARACTERS).size).toBe(0);
    expect(docs.get(`${LEAGUES}/l1`)).toEqual({ _id: 'l1', _position: 10, members: 0, followers: 0 });
  });

  it('leaves a document that already shows an event as it is (redelivery)', async () => {
    const given = [
      { collection: CHARACTERS, doc: { _id: 'c1', _position: 5, leagueId: 'l1', name: 'Ann', followers: 7 } },
      { collection: LEAGUES, doc: { _id: 'l1', _position: 4, members: 1, followers: 2 } },
    ];
    const docs = await projectEvents(
      sampleProjection,
      [
        { type: 'FollowersGained', data: { characterId: 'c1', leagueId: 'l1', amount: 5 }, position: 5 },
        { type: 'FollowersGained', data: { characterId: 'c1', leagueId: 'l1', amount: 1 }, position: 6 },
      ],
      { given },
    );
    expect(docs.get(`${CHARACTERS}/c1`)).toMatchObject({ _position: 6, followers: 8 });
    expect(docs.get(`${LEAGUES}/l1`)).toMatchObject({ _position: 6, followers: 8 });
  });

  it('shows evolve exactly the documents its refs named', async () => {
    const seen: Array<[string[], unknown]> = [];
    const peeking: ProjectionDefinition = {
      name: 'peeking',
      collections: [{ name: 'counts' }],
      eventTypes: ['Tick'],
      refs: (event) => [{ collection: 'counts', id: (event.data as { id: string }).id }],
      evolve: (docs, event) => {
        const id = (event.data as { id: string }).id;
        seen.push([[...docs.keys()], docs.get('counts/a')]);
        return [{ collection: 'counts', id, doc: { _id: id, n: 1 } }];
      },
    };
    await projectEvents(peeking, [
      { type: 'Tick', data: { id: 'a' } },
      { type: 'Tick', data: { id: 'b' } },
    ]);
    // Twice each: once as one batch, once event by event; "a" stays invisible to the event on "b".
    expect(seen.slice(0, 2)).toEqual([
      [['counts/a'], null],
      [['counts/b'], undefined],
    ]);
  });

  it('rejects a projection whose result depends on how events are batched', async () => {
    let calls = 0;
    const impure: ProjectionDefinition = {
      name: 'impure',
      collections: [{ name: 'counts' }],
      eventTypes: ['Tick'],
      refs: () => [{ collection: 'counts', id: 'x' }],
      evolve: (docs) => {
        calls += 1;
        const current = docs.get('counts/x') as (ReadDoc & { n: number }) | null;
        return [{ collection: 'counts', id: 'x', doc: { _id: 'x', n: (current?.n ?? 0) + 1, calls } }];
      },
    };
    await expect(projectEvents(impure, [{ type: 'Tick', data: {} }, { type: 'Tick', data: {} }])).rejects.toThrow(
      /different documents/,
    );
  });

  it('rejects a projection that mutates the documents it is given', async () => {
    const mutating: ProjectionDefinition = {
      name: 'mutating',
      collections: [{ name: 'counts' }],
      eventTypes: ['Tick'],
      refs: () => [{ collection: 'counts', id: 'x' }],
      evolve: (docs) => {
        const current = docs.get('counts/x') as (ReadDoc & { n: number }) | null;
        if (!current) return [{ collection: 'counts', id: 'x', doc: { _id: 'x', n: 1 } }];
        current.n += 1;
        return [{ collection: 'counts', id: 'x', doc: current }];
      },
    };
    await expect(projectEvents(mutating, [{ type: 'Tick', data: {} }, { type: 'Tick', data: {} }])).rejects.toThrow(
      /read only|read-only/,
    );
  });
});
