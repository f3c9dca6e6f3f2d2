import { docKey, EmbeddedBus, freezeView, hiddenClassCount, ProjectionRunner, type ProjectionDefinition, type ReadDoc, type RecordedEvent } from '../../src';
import { revisedDoc, revisedPage, type KeptPage, type PageOfList } from '../../src/read-cache/revised-views';
import { openEvents, openRead, tempFiles } from '../projection/fixtures';

/** A list like a league's feed: posts sorted on their event's position, liked by players. */
interface PostDoc extends ReadDoc {
  leagueId: number;
  seq: number;
  likes: number[];
  views: number;
}
const POSTS = 'posts';
const posts: ProjectionDefinition = {
  name: 'posts',
  collections: [{ name: POSTS, indexes: [['leagueId', 'seq']] }],
  eventTypes: ['Posted', 'Liked', 'Viewed', 'Removed'],
  refs: (event) => [{ collection: POSTS, id: String((event.data as { postId: number }).postId) }],
  evolve(docs, event) {
    const data = event.data as { postId: number; leagueId: number; userId: number };
    const id = String(data.postId);
    const current = docs.get(docKey(POSTS, id)) as PostDoc | null | undefined;
    switch (event.type) {
      case 'Posted':
        return current ? [] : [{ collection: POSTS, id, doc: { _id: id, leagueId: data.leagueId, seq: event.position, likes: [], views: 0 } }];
      case 'Liked':
        return current && !current.likes.includes(data.userId) ? [{ collection: POSTS, id, doc: { ...current, likes: [...current.likes, data.userId] } }] : [];
      case 'Viewed':
        // Not idempotent: only the position guard keeps a redelivered view from counting twice.
        return current ? [{ collection: POSTS, id, doc: { ...current, views: current.views + 1 } }] : [];
      case 'Removed':
        return current ? [{ collection: POSTS, id, doc: null }] : [];
      default:
        return [];
    }
  },
};

const metadata = () => ({ schemaVersion: 1, correlationId: 'c', causationId: 'c', userId: null, at: '2026-01-01T00:00:00.000Z' });
let position = 0;
const event = (type: string, data: { postId: number; leagueId?: number; userId?: number }): RecordedEvent =>
  ({ position: (position += 1), type, streamId: 'posts', revision: position, id: String(position), data: { leagueId: 1, userId: 0, ...data }, metadata: {} }) as unknown as RecordedEvent;
const list = (limit: number): PageOfList<PostDoc> => ({ projection: posts, collection: POSTS, sortField: 'seq', limit, matches: (doc) => doc.leagueId === 1 });

describe('revisedPage: a kept first page brought up to date by the projection that writes its list', () => {
  it('gives, after each event, the first page the read store gives once the projection applied it', async () => {
    const files = tempFiles();
    const events = openEvents(files);
    const read = openRead(files);
    const bus = new EmbeddedBus(events, { retryDelayMs: 5, onError: () => undefined });
    const runner = new ProjectionRunner({ definition: posts, readStore: read, consumer: bus.consumer(posts.name) });
    const script: Array<[string, { postId: number; leagueId?: number; userId?: number }]> = [
      ['Posted', { postId: 1 }],
      ['Posted', { postId: 2 }],
      ['Liked', { postId: 1, userId: 7 }],
      ['Posted', { postId: 3, leagueId: 2 }],
      ['Posted', { postId: 4 }],
      ['Liked', { postId: 1, userId: 8 }],
      ['Liked', { postId: 4, userId: 7 }],
      ['Liked', { postId: 4, userId: 7 }],
      ['Viewed', { postId: 4 }],
      ['Posted', { postId: 5 }],
      ['Liked', { postId: 2, userId: 9 }],
    ];
    const firstPage = async (): Promise<KeptPage<PostDoc>> => {
      const page = await read.find<PostDoc>(POSTS, { leagueId: 1 }, { sort: { field: 'seq', direction: -1 }, limit: 2 });
      return { items: page.items, nextCursor: page.nextCursor };
    };
    try {
      await runner.start();
      let kept = await firstPage();
      for (const [type, data] of script) {
        const { position } = await events.append('posts', [{ type, data: { leagueId: 1, userId: 0, ...data }, metadata: metadata() }], 'any');
        expect(await runner.waitForPosition(position, 5000)).toBe(true);
        const [appended] = await events.readAll(position - 1, 1);
        kept = revisedPage(kept, appended!, list(2))!;
        expect(kept).toEqual(await firstPage());
      }
      expect(kept.items.map((doc) => doc._id)).toEqual(['5', '4']);
    } finally {
      await runner.stop();
      await bus.close();
      await read.close();
      await events.close();
      files.cleanup();
    }
  });

  it('leaves a page that already shows the event as it is, and one the event does not touch', () => {
    const posted = event('Posted', { postId: 1 });
    const viewed = event('Viewed', { postId: 1 });
    // Read after the read model applied both events.
    const page: KeptPage<PostDoc> = { items: [{ _id: '1', _position: viewed.position, leagueId: 1, seq: posted.position, likes: [], views: 1 }], nextCursor: null };
    expect(revisedPage(page, posted, list(5))).toBe(page);
    expect(revisedPage(page, viewed, list(5))).toBe(page);
    expect(revisedPage(page, event('Liked', { postId: 9, userId: 1 }), list(5))).toBe(page);
    expect(revisedPage(page, event('Other', { postId: 1 }), list(5))).toBe(page);
  });

  it('asks for a read when the page cannot tell: a document removed from it', () => {
    const posted = event('Posted', { postId: 1 });
    const page: KeptPage<PostDoc> = { items: [{ _id: '1', _position: posted.position, leagueId: 1, seq: posted.position, likes: [], views: 0 }], nextCursor: null };
    expect(revisedPage(page, event('Removed', { postId: 1 }), list(5))).toBeUndefined();
  });
});

describe('revisedDoc: one kept document brought up to date by the projection that writes it', () => {
  const posted = event('Posted', { postId: 1 });
  const doc: PostDoc = { _id: '1', _position: posted.position, leagueId: 1, seq: posted.position, likes: [], views: 0 };

  it('applies the projection to it, stamped with the event, once', () => {
    const viewed = event('Viewed', { postId: 1 });
    const revised = revisedDoc(doc, viewed, posts, POSTS)!;
    expect(revised).toEqual({ ...doc, views: 1, _position: viewed.position });
    expect(revisedDoc(revised, viewed, posts, POSTS)).toBe(revised);
    expect(revisedDoc(doc, event('Liked', { postId: 1, userId: 3 }), posts, POSTS)!.likes).toEqual([3]);
  });

  it('gives the documents it revises, kept frozen round after round, one hidden class between them', () => {
    let kept = Array.from({ length: 40 }, (_, i) => freezeView(JSON.parse(JSON.stringify({ ...doc, _id: String(i + 1) })) as PostDoc));
    for (let round = 0; round < 3; round += 1) {
      kept = kept.map((current, i) => freezeView(revisedDoc(current, event('Viewed', { postId: i + 1 }), posts, POSTS)!));
    }
    expect(kept.map((revised) => revised.views)).toEqual(kept.map(() => 3));
    expect(hiddenClassCount(kept)).toBe(1);
  });

  it("leaves it for an event its projection does not take or that changes nothing, and asks for a read for another document's event or a removal", () => {
    expect(revisedDoc(doc, event('Other', { postId: 1 }), posts, POSTS)).toBe(doc);
    expect(revisedDoc(doc, event('Posted', { postId: 1 }), posts, POSTS)).toBe(doc);
    expect(revisedDoc(doc, event('Viewed', { postId: 2 }), posts, POSTS)).toBeUndefined();
    expect(revisedDoc(doc, event('Removed', { postId: 1 }), posts, POSTS)).toBeUndefined();
  });
});
