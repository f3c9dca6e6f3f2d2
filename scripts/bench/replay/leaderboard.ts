/**
 * The replay benchmark's read model, shaped like the game's leaderboard: running totals per
 * character (followers, money, posts) and per league its standings (members, follower total and
 * the top ten by followers). Like every projection it is pure: each event gives new documents and
 * never changes the ones it was shown. It names only the documents an event needs, builds each
 * new document field by field, and leaves the standings alone unless followers moved.
 */
import { docKey, type DocChange, type DocRef, type ProjectionDefinition, type ReadDoc, type RecordedEvent } from '@il/platform';

export interface CharacterDoc extends ReadDoc {
  leagueId: string;
  name: string;
  followers: number;
  money: number;
  posts: number;
}

export interface Standing {
  characterId: string;
  followers: number;
}

export interface StandingsDoc extends ReadDoc {
  leagueId: string;
  members: number;
  followers: number;
  /** Top ten by followers, highest first, ties by character id. */
  top: Standing[];
}

export type BenchEvent =
  | { type: 'CharacterCreated'; data: { characterId: string; leagueId: string; name: string } }
  | { type: 'FollowersGained'; data: { characterId: string; leagueId: string; gained: number; reason: string } }
  | { type: 'PostPublished'; data: { characterId: string; leagueId: string; postId: number; kind: string } }
  | { type: 'MoneyEarned'; data: { characterId: string; leagueId: string; amount: number } };

export const CHARACTERS = 'bench_characters';
export const STANDINGS = 'bench_standings';
const TOP = 10;

/** Whether `followers` for `characterId` ranks above `b`: more followers, ties to the lower id. */
const ahead = (followers: number, characterId: string, b: Standing): boolean =>
  followers > b.followers || (followers === b.followers && characterId < b.characterId);

/**
 * The top list with `characterId` moved from `was` followers (-1: not ranked yet) to `followers`:
 * a new array, or the same one when the character stays out of it. Followers only grow, so a
 * character never falls out of the top by its own change.
 */
export function ranked(top: readonly Standing[], characterId: string, was: number, followers: number): Standing[] {
  // A full list whose last entry is ahead of both the old and the new count neither holds the
  // character nor takes it: the common case, settled by one entry.
  const last = top[top.length - 1];
  if (last && top.length >= TOP && !ahead(was, characterId, last) && !ahead(followers, characterId, last)) {
    return top as Standing[];
  }
  let at = -1;
  for (let i = 0; i < top.length; i += 1) {
    const other = top[i] as Standing;
    if (other.followers === was && other.characterId === characterId) {
      at = i;
      break;
    }
  }
  const entry: Standing = { characterId, followers };
  let next: Standing[];
  if (at >= 0) {
    next = top.slice();
  } else if (top.length < TOP) {
    next = top.slice();
    next.push(entry);
    at = next.length - 1;
  } else if (ahead(followers, characterId, top[TOP - 1] as Standing)) {
    next = top.slice();
    at = TOP - 1;
  } else {
    return top as Standing[];
  }
  while (at > 0 && ahead(followers, characterId, next[at - 1] as Standing)) {
    next[at] = next[at - 1] as Standing;
    at -= 1;
  }
  next[at] = entry;
  return next;
}

// New documents are written out whole, _position included (the runtime stamps the same value),
// so they keep one shape from creation on. Changes name their document with the event's own id
// strings, the ones refs gave: the runtime then matches a change to its document by identity.
function character(id: string, position: number, doc: CharacterDoc, followers: number, money: number, posts: number): DocChange {
  return {
    collection: CHARACTERS,
    id,
    doc: { _id: id, _position: position, leagueId: doc.leagueId, name: doc.name, followers, money, posts },
  };
}

function standings(id: string, position: number, doc: StandingsDoc, members: number, followers: number, top: Standing[]): DocChange {
  return { collection: STANDINGS, id, doc: { _id: id, _position: position, leagueId: doc.leagueId, members, followers, top } };
}

export const leaderboard: ProjectionDefinition = {
  name: 'bench-leaderboard',
  collections: [
    { name: CHARACTERS, indexes: [['leagueId', 'followers']] },
    { name: STANDINGS, indexes: [['followers']] },
  ],
  eventTypes: ['CharacterCreated', 'FollowersGained', 'PostPublished', 'MoneyEarned'],
  refs(event): DocRef[] {
    const { characterId, leagueId } = (event as unknown as BenchEvent).data;
    // Posts and money never touch the standings, so they do not ask for them.
    return event.type === 'CharacterCreated' || event.type === 'FollowersGained'
      ? [
          { collection: CHARACTERS, id: characterId },
          { collection: STANDINGS, id: leagueId },
        ]
      : [{ collection: CHARACTERS, id: characterId }];
  },
  evolve(docs, event: RecordedEvent): DocChange[] {
    const e = event as unknown as BenchEvent;
    const { position } = event;
    const { characterId, leagueId } = e.data;
    const current = docs.get(docKey(CHARACTERS, characterId)) as CharacterDoc | null;
    if (e.type === 'CharacterCreated') {
      if (current) return [];
      const league = (docs.get(docKey(STANDINGS, leagueId)) as StandingsDoc | null) ?? {
        _id: leagueId,
        _position: 0,
        leagueId,
        members: 0,
        followers: 0,
        top: [],
      };
      return [
        {
          collection: CHARACTERS,
          id: characterId,
          doc: { _id: characterId, _position: position, leagueId, name: e.data.name, followers: 0, money: 0, posts: 0 },
        },
        standings(leagueId, position, league, league.members + 1, league.followers, ranked(league.top, characterId, -1, 0)),
      ];
    }
    if (!current) return [];
    switch (e.type) {
      case 'FollowersGained': {
        const followers = current.followers + e.data.gained;
        const league = docs.get(docKey(STANDINGS, leagueId)) as StandingsDoc | null;
        const updated = character(characterId, position, current, followers, current.money, current.posts);
        if (!league) return [updated];
        const top = ranked(league.top, characterId, current.followers, followers);
        return [updated, standings(leagueId, position, league, league.members, league.followers + e.data.gained, top)];
      }
      case 'PostPublished':
        return [character(characterId, position, current, current.followers, current.money, current.posts + 1)];
      case 'MoneyEarned':
        return [character(characterId, position, current, current.followers, current.money + e.data.amount, current.posts)];
    }
  },
};

/** The standings the characters add up to, worked out from scratch: what the replay must match. */
export function standingsOf(characters: readonly CharacterDoc[]): Map<string, Pick<StandingsDoc, 'members' | 'followers' | 'top'>> {
  const byLeague = new Map<string, CharacterDoc[]>();
  for (const doc of characters) {
    const members = byLeague.get(doc.leagueId) ?? [];
    members.push(doc);
    byLeague.set(doc.leagueId, members);
  }
  const expected = new Map<string, Pick<StandingsDoc, 'members' | 'followers' | 'top'>>();
  for (const [leagueId, members] of byLeague) {
    const top = members
      .map((doc) => ({ characterId: doc._id, followers: doc.followers }))
      .sort((a, b) => b.followers - a.followers || (a.characterId < b.characterId ? -1 : 1))
      .slice(0, TOP);
    expected.set(leagueId, { members: members.length, followers: members.reduce((sum, doc) => sum + doc.followers, 0), top });
  }
  return expected;
}
