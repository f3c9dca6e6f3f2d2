import type { DocChange, ProjectionDefinition, ReadDoc, RecordedEvent } from '../../src';

/** A small leaderboard: follower totals per character, and per league the member count and total. */
export interface CharacterDoc extends ReadDoc {
  leagueId: string;
  name: string;
  followers: number;
}

export interface LeagueDoc extends ReadDoc {
  members: number;
  followers: number;
}

type SampleEvent =
  | { type: 'CharacterCreated'; data: { characterId: string; leagueId: string; name: string } }
  | { type: 'FollowersGained'; data: { characterId: string; leagueId: string; amount: number } }
  | { type: 'CharacterRetired'; data: { characterId: string; leagueId: string } };

export const CHARACTERS = 'characters';
export const LEAGUES = 'leagues';

export const sampleProjection: ProjectionDefinition = {
  name: 'sample-leaderboard',
  collections: [
    { name: CHARACTERS, indexes: [['leagueId', 'followers']] },
    { name: LEAGUES, indexes: [['followers']] },
  ],
  eventTypes: ['CharacterCreated', 'FollowersGained', 'CharacterRetired'],
  refs(event) {
    const { characterId, leagueId } = event.data as { characterId: string; leagueId: string };
    return [
      { collection: CHARACTERS, id: characterId },
      { collection: LEAGUES, id: leagueId },
    ];
  },
  evolve(docs, event: RecordedEvent): DocChange[] {
    const e = event as unknown as SampleEvent;
    const character = docs.get(`${CHARACTERS}/${e.data.characterId}`) as CharacterDoc | null;
    const league = (docs.get(`${LEAGUES}/${e.data.leagueId}`) as LeagueDoc | null) ?? {
      _id: e.data.leagueId,
      _position: 0,
      members: 0,
      followers: 0,
    };
    switch (e.type) {
      case 'CharacterCreated':
        return [
          { collection: CHARACTERS, id: e.data.characterId, doc: { _id: e.data.characterId, leagueId: e.data.leagueId, name: e.data.name, followers: 0 } },
          { collection: LEAGUES, id: e.data.leagueId, doc: { ...league, members: league.members + 1 } },
        ];
      case 'FollowersGained':
        if (!character) return [];
        return [
          { collection: CHARACTERS, id: character._id, doc: { ...character, followers: character.followers + e.data.amount } },
          { collection: LEAGUES, id: league._id, doc: { ...league, followers: league.followers + e.data.amount } },
        ];
      case 'CharacterRetired':
        if (!character) return [];
        return [
          { collection: CHARACTERS, id: character._id, doc: null },
          {
            collection: LEAGUES,
            id: league._id,
            doc: { ...league, members: league.members - 1, followers: league.followers - character.followers },
          },
        ];
    }
  },
};

/** A deterministic stream of sample events (no Math.random: reruns give the same log). */
export function sampleEvents(count: number, leagues = 3, charactersPerLeague = 4) {
  const events: Array<{ streamId: string; type: SampleEvent['type']; data: SampleEvent['data'] }> = [];
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let l = 0; l < leagues; l += 1) {
    for (let c = 0; c < charactersPerLeague; c += 1) {
      const characterId = `c${l}-${c}`;
      events.push({ streamId: `character-${characterId}`, type: 'CharacterCreated', data: { characterId, leagueId: `l${l}`, name: `Name ${characterId}` } });
    }
  }
  while (events.length < count) {
    const l = next() % leagues;
    const c = next() % charactersPerLeague;
    const characterId = `c${l}-${c}`;
    events.push(
      next() % 50 === 0
        ? { streamId: `character-${characterId}`, type: 'CharacterRetired', data: { characterId, leagueId: `l${l}` } }
        : { streamId: `character-${characterId}`, type: 'FollowersGained', data: { characterId, leagueId: `l${l}`, amount: next() % 100 } },
    );
  }
  return events.slice(0, count);
}
