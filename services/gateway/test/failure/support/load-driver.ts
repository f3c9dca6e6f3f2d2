import type { HttpPlayer } from './http-client';

/** A command the server answered 2xx: it promised the effect is stored. */
export interface Acknowledged {
  correlationId: string;
  kind: 'post' | 'like' | 'unlike' | 'chat' | 'league';
  /** The id the answer named: the post, the chat message, the liked post, the league. */
  id: number;
}

export interface LoadPlayer {
  client: HttpPlayer;
  name: string;
  leagueId: number;
}

export interface LoadResult {
  acknowledged: Acknowledged[];
  /** Requests that got no answer (the process died under them). */
  unanswered: number;
  /** Answers that were neither a success nor a rule's refusal. */
  unexpected: Array<{ kind: string; status: number; body: unknown }>;
}

/**
 * Several players sending commands as fast as the server answers: chat, posts, likes of each
 * other's posts and new leagues. Every 2xx is recorded with the correlation id the request carried,
 * so its events can be found in the log. Runs until `stop()`, or until the server stops answering.
 */
export function driveLoad(players: LoadPlayer[], round: string, inFlightPerPlayer = 2) {
  const result: LoadResult = { acknowledged: [], unanswered: 0, unexpected: [] };
  const posts: number[] = [];
  let stopped = false;
  let sequence = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];

  const acknowledge = (ack: Acknowledged) => {
    result.acknowledged.push(ack);
    for (const waiter of waiters.filter((w) => result.acknowledged.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };

  async function one(player: LoadPlayer): Promise<void> {
    const correlationId = `${round}-${player.name}-${(sequence += 1)}`;
    const roll = Math.random();
    const { client, leagueId } = player;
    if (roll < 0.4) {
      const answer = await client.post('/_api/league/chat', { leagueId, message: `note ${correlationId}` }, correlationId);
      if (answer.status === 200) acknowledge({ correlationId, kind: 'chat', id: answer.body.id as number });
      else result.unexpected.push({ kind: 'chat', status: answer.status, body: answer.body });
    } else if (roll < 0.7) {
      const answer = await client.post(`/_api/content/post?leagueId=${leagueId}`, { contentCardId: 201, captionSelection: { type: 'safe' } }, correlationId);
      if (answer.status === 200) {
        posts.push(answer.body.postId as number);
        acknowledge({ correlationId, kind: 'post', id: answer.body.postId as number });
      } else if (answer.status !== 400) result.unexpected.push({ kind: 'post', status: answer.status, body: answer.body });
    } else if (roll < 0.9 && posts.length > 0) {
      const postId = posts[Math.floor(Math.random() * posts.length)]!;
      const like = Math.random() < 0.7;
      const answer = await client.post('/_api/content/like', { leagueId, postId, like }, correlationId);
      if (answer.status === 200) acknowledge({ correlationId, kind: like ? 'like' : 'unlike', id: postId });
      // Refusals by rule: energy, the daily limit, one's own post, a like held or not held.
      else if (answer.status !== 400) result.unexpected.push({ kind: 'like', status: answer.status, body: answer.body });
    } else {
      const answer = await client.post('/_api/leagues', { name: `League ${correlationId}`.slice(0, 50), type: 'public' }, correlationId);
      if (answer.status === 200) acknowledge({ correlationId, kind: 'league', id: answer.body.id as number });
      else result.unexpected.push({ kind: 'league', status: answer.status, body: answer.body });
    }
  }

  async function loop(player: LoadPlayer): Promise<void> {
    while (!stopped) {
      try {
        await one(player);
      } catch {
        // No answer: the server is gone. Whatever this request did is not acknowledged.
        result.unanswered += 1;
        return;
      }
    }
  }

  const running = Promise.all(players.flatMap((player) => Array.from({ length: inFlightPerPlayer }, () => loop(player))));
  return {
    result,
    /** Resolves once at least `count` commands are acknowledged. */
    acknowledgedAtLeast: (count: number) =>
      new Promise<void>((resolve) => {
        if (result.acknowledged.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    async stop(): Promise<LoadResult> {
      stopped = true;
      await running;
      return result;
    },
    finished: running.then(() => result),
  };
}
