import type { ScandalExpired, ScandalResponded, ScandalTriggered } from '@il/events';
import { docsOf, projectEvents, type GivenEvent } from '@il/platform';
import { SCANDALS, scandalsProjection, type ScandalDoc } from '../src';

const AT = '2026-03-02T10:00:00.000Z';
const owner = { characterId: 5, leagueId: 1, userId: 10 };
const outcome = { headline: 'The apology landed', followersChange: -20, relevanceChange: -2, reputationChanges: { authenticity: 4 }, rolls: [0.5] };

const triggered = (scandalId: number): ScandalTriggered => ({
  type: 'ScandalTriggered',
  data: {
    scandalId,
    ...owner,
    postId: scandalId,
    catalogKey: 'filter-fail',
    title: 'Filter Fail',
    description: 'Fans zoomed in.',
    severity: 'low',
    chance: 0.15,
    roll: 0.01,
    triggeredAt: AT,
    expiresAt: '2026-03-03T10:00:00.000Z',
  },
});
const responded = (scandalId: number): ScandalResponded => ({
  type: 'ScandalResponded',
  data: { scandalId, ...owner, response: 'apologize', severity: 'low', outcome, respondedAt: AT },
});
const expired = (scandalId: number): ScandalExpired => ({
  type: 'ScandalExpired',
  data: { scandalId, ...owner, severity: 'low', outcome, leagueEnded: false, expiredAt: AT },
});

const scandalsOf = async (events: GivenEvent[]) => docsOf<ScandalDoc>(await projectEvents(scandalsProjection, events), SCANDALS);

describe('scandals projection', () => {
  it('keeps a triggered scandal active, then records the response or the expiry', async () => {
    const docs = await scandalsOf([triggered(31), triggered(32), responded(31), expired(32)]);
    expect(docs.get('31')).toMatchObject({ status: 'responded', chosenResponse: 'apologize', outcome, resolvedAt: AT, title: 'Filter Fail' });
    expect(docs.get('32')).toMatchObject({ status: 'expired', chosenResponse: null, resolvedAt: AT });
  });

  it('changes nothing when an event is delivered again', async () => {
    const once = await scandalsOf([triggered(31), { ...responded(31), position: 2 }]);
    const twice = await scandalsOf([triggered(31), { ...responded(31), position: 2 }, { ...responded(31), position: 2 }]);
    expect(twice).toEqual(once);
  });

  it('never lets an expiry overwrite a response', async () => {
    const docs = await scandalsOf([triggered(31), responded(31), expired(31)]);
    expect(docs.get('31')).toMatchObject({ status: 'responded', chosenResponse: 'apologize' });
  });
});
