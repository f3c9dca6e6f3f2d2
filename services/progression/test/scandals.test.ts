import { given } from '@il/platform';
import {
  doubleDownSuccessChance,
  expiryOutcome,
  progressionDecider,
  progressionPostConsequences,
  responseOutcome,
  rollScandal,
  scandalChance,
  SCANDAL_CATALOG,
} from '../src';
import { at, created, CLEAN, fold, NOW, ofType, play, postWithConsequences, SCANDALOUS, timed } from './support/fixtures';

describe('scandal chance', () => {
  it('is zero for safe content with a safe caption and a calm reputation', () => {
    expect(scandalChance({ riskLevel: 'safe', captionType: 'safe', drama: 35 })).toBe(0);
    expect(scandalChance({ riskLevel: 'safe', captionType: 'custom', drama: 59 })).toBe(0);
  });

  it('grows with risk, a thirst caption and a drama-heavy reputation, up to 45%', () => {
    expect(scandalChance({ riskLevel: 'medium', captionType: 'safe', drama: 35 })).toBe(0.08);
    expect(scandalChance({ riskLevel: 'risky', captionType: 'safe', drama: 35 })).toBe(0.2);
    expect(scandalChance({ riskLevel: 'safe', captionType: 'thirst', drama: 35 })).toBe(0.1);
    expect(scandalChance({ riskLevel: 'safe', captionType: 'safe', drama: 60 })).toBe(0.03);
    expect(scandalChance({ riskLevel: 'safe', captionType: 'safe', drama: 75 })).toBe(0.06);
    expect(scandalChance({ riskLevel: 'risky', captionType: 'thirst', drama: 90 })).toBe(0.4);
    expect(scandalChance({ riskLevel: 'risky', captionType: 'thirst', drama: 100 })).toBeLessThanOrEqual(0.45);
  });

  it('happens only when the draw is under the chance', () => {
    const post = { riskLevel: 'risky', captionType: 'safe', drama: 35 } as const;
    expect(rollScandal(post, [0.2, 0, 0]).scandal).toBeNull();
    expect(rollScandal(post, [0.1999, 0, 0]).scandal).not.toBeNull();
  });

  it('tells a story that fits what set it off, of the rolled severity', () => {
    const thirst = rollScandal({ riskLevel: 'medium', captionType: 'thirst', drama: 35 }, [0, 0.999, 0]);
    expect(thirst.scandal).toMatchObject({ severity: 'critical', entry: { trigger: 'thirst', severity: 'critical' } });
    const drama = rollScandal({ riskLevel: 'risky', captionType: 'safe', drama: 80 }, [0, 0, 0.5]);
    expect(drama.scandal?.entry.trigger).toBe('drama');
    for (const severity of ['low', 'medium', 'high', 'critical']) {
      expect(SCANDAL_CATALOG.filter((e) => e.severity === severity)).toHaveLength(5);
    }
  });

  it('never rolls critical for the mildest heat', () => {
    const severities = new Set<string>();
    for (let u = 0; u < 1; u += 0.01) severities.add(rollScandal({ riskLevel: 'safe', captionType: 'safe', drama: 65 }, [0, u, 0]).scandal!.severity);
    expect(severities.has('critical')).toBe(false);
  });
});

describe('a post that sets off a scandal', () => {
  it('appends ScandalTriggered in the post append, named after the post, open for 36 hours', () => {
    const events = postWithConsequences([created()], { postId: 31, riskLevel: 'risky' }, SCANDALOUS);
    const [triggered] = ofType(events, 'ScandalTriggered');
    expect(triggered?.data).toMatchObject({
      scandalId: 31,
      postId: 31,
      characterId: 5,
      severity: 'low',
      chance: 0.2,
      roll: 0,
      triggeredAt: NOW,
      expiresAt: at(36),
    });
    expect(progressionPostConsequences.triggeredScandalId(events)).toBe(31);
  });

  it('leaves a clean post clean, and a safe post never triggers whatever the draw', () => {
    expect(ofType(postWithConsequences([created()], { postId: 31, riskLevel: 'risky' }, CLEAN), 'ScandalTriggered')).toEqual([]);
    expect(ofType(postWithConsequences([created()], { postId: 31, riskLevel: 'safe' }, SCANDALOUS), 'ScandalTriggered')).toEqual([]);
  });

  it('gives no second scandal while one is open, and may again once it is answered', () => {
    const first = [created(), ...postWithConsequences([created()], { postId: 31, riskLevel: 'risky' }, SCANDALOUS)];
    const second = postWithConsequences(first, { postId: 32, riskLevel: 'risky', postedAt: at(1) }, SCANDALOUS);
    expect(ofType(second, 'ScandalTriggered')).toEqual([]);
    const answered = play(first, { type: 'RespondToScandal', scandalId: 31, response: 'apologize', draws: [0.5, 0.5], ...timed(at(1)) });
    const third = postWithConsequences(answered, { postId: 33, riskLevel: 'risky', postedAt: at(2) }, SCANDALOUS);
    expect(ofType(third, 'ScandalTriggered')).toHaveLength(1);
  });
});

describe('a scandal story is not told twice in a league until its severity\'s stories are spent', () => {
  const thirstPost = { riskLevel: 'medium', captionType: 'thirst', drama: 35 } as const;
  const lowThirst = SCANDAL_CATALOG.filter((e) => e.severity === 'low' && e.trigger === 'thirst').map((e) => e.key);
  const low = SCANDAL_CATALOG.filter((e) => e.severity === 'low').map((e) => e.key);

  it('leaves the told stories out of the draw, and says which it left out', () => {
    const first = rollScandal(thirstPost, [0, 0, 0]).scandal!;
    const again = rollScandal(thirstPost, [0, 0, 0], new Set([first.entry.key])).scandal!;
    expect(again.entry.key).not.toBe(first.entry.key);
    expect(again.toldBefore).toEqual([first.entry.key]);
  });

  it('draws from the rest of the severity once the fitting stories are told, and from all again once every one is', () => {
    const fittingTold = rollScandal(thirstPost, [0, 0, 0], new Set(lowThirst)).scandal!;
    expect(fittingTold.entry.severity).toBe('low');
    expect(lowThirst).not.toContain(fittingTold.entry.key);
    const spent = rollScandal(thirstPost, [0, 0, 0], new Set(low)).scandal!;
    expect(spent.entry).toMatchObject({ severity: 'low', trigger: 'thirst' });
  });

  it('tells five low scandals of one star five different stories', () => {
    let history = [created()];
    const told: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const events = postWithConsequences(history, { postId: 40 + n, riskLevel: 'risky', captionType: 'thirst', postedAt: at(2 * n) }, SCANDALOUS);
      const [triggered] = ofType(events, 'ScandalTriggered');
      told.push(triggered!.data.catalogKey);
      history = play([...history, ...events], { type: 'RespondToScandal', scandalId: 40 + n, response: 'apologize', draws: [0.5, 0.5], ...timed(at(2 * n + 1)) });
    }
    expect(new Set(told).size).toBe(5);
  });

  it('leaves out what the league was told by others, recorded in the scandal for a replay', () => {
    const alone = ofType(postWithConsequences([created()], { postId: 31, riskLevel: 'risky', captionType: 'thirst' }, SCANDALOUS), 'ScandalTriggered')[0]!.data;
    const events = postWithConsequences([created()], { postId: 31, riskLevel: 'risky', captionType: 'thirst' }, SCANDALOUS, [alone.catalogKey]);
    const [triggered] = ofType(events, 'ScandalTriggered');
    expect(triggered?.data.catalogKey).not.toBe(alone.catalogKey);
    expect(triggered?.data.toldBefore).toEqual([alone.catalogKey]);
    // Read back: the recorded draws and the stories left out pick the same story again.
    const [rolled] = ofType(events, 'ScandalRolled');
    const replayed = rollScandal({ riskLevel: 'risky', captionType: 'thirst', drama: rolled!.data.drama }, rolled!.data.rolls as [number, number, number], new Set(triggered!.data.toldBefore));
    expect(replayed.scandal?.entry.key).toBe(triggered?.data.catalogKey);
  });
});

describe('every post records its scandal roll', () => {
  it('records a roll that did not fire, with the chance it had and the draw', () => {
    const events = postWithConsequences([created()], { postId: 31, riskLevel: 'risky', captionType: 'thirst' }, CLEAN);
    expect(ofType(events, 'ScandalRolled').map((e) => e.data)).toEqual([
      expect.objectContaining({ postId: 31, riskLevel: 'risky', captionType: 'thirst', chance: 0.3, roll: CLEAN[0], fired: false, skipped: null, rolls: [CLEAN[0]] }),
    ]);
  });

  it('records a roll that fired with all three draws, before the scandal it set off', () => {
    const events = postWithConsequences([created()], { postId: 31, riskLevel: 'risky' }, SCANDALOUS);
    const types = events.map((e) => e.type);
    expect(types.indexOf('ScandalRolled')).toBeLessThan(types.indexOf('ScandalTriggered'));
    expect(ofType(events, 'ScandalRolled')[0]?.data).toMatchObject({ chance: 0.2, roll: SCANDALOUS[0], fired: true, rolls: [...SCANDALOUS] });
  });

  it('records a safe post roll too, at chance zero', () => {
    const events = postWithConsequences([created()], { postId: 31, riskLevel: 'safe' }, SCANDALOUS);
    expect(ofType(events, 'ScandalRolled')[0]?.data).toMatchObject({ chance: 0, fired: false, skipped: null });
  });

  it('records a post made during an open scandal as skipped, with no draw', () => {
    const first = [created(), ...postWithConsequences([created()], { postId: 31, riskLevel: 'risky' }, SCANDALOUS)];
    const second = postWithConsequences(first, { postId: 32, riskLevel: 'risky', postedAt: at(1) }, SCANDALOUS);
    expect(ofType(second, 'ScandalRolled')[0]?.data).toMatchObject({ postId: 32, roll: null, fired: false, skipped: 'open_scandal', rolls: [] });
  });
});

/** A competition star (1,200 followers, volatility 1.0) with an open scandal of the given severity. */
function withScandal(severity: 'low' | 'medium' | 'high' | 'critical' = 'medium', background: 'competition' | 'drama' = 'competition') {
  const draws = { low: 0, medium: 0.5, high: 0.8, critical: 0.95 }[severity];
  const start = [created(background)];
  const events = [...start, ...postWithConsequences(start, { postId: 31, riskLevel: 'risky', captionType: 'thirst' }, [0, draws, 0])];
  expect(ofType(events, 'ScandalTriggered')[0]?.data.severity).toBe(severity);
  return events;
}

const respond = (response: 'ignore' | 'apologize' | 'double_down', draws: [number, number] = [0.5, 0.5], now = at(1)) => ({
  type: 'RespondToScandal' as const,
  scandalId: 31,
  response,
  draws,
  ...timed(now),
});

describe('responding to a scandal', () => {
  it('records the response and moves the stats in the same append', () => {
    const events = given(progressionDecider, withScandal('medium')).when(respond('apologize', [0.5, 0.5]));
    expect(events.map((e) => e.type)).toEqual(['ScandalResponded', 'CharacterStatsChanged']);
    const [responded, change] = events;
    expect(responded).toMatchObject({ data: { scandalId: 31, response: 'apologize', severity: 'medium', respondedAt: at(1) } });
    // 1,300 followers x 0.6% x 2 (medium) x 1.0 x 1.0 = 15.6, below the floor of 10 x 2 = 20.
    expect(change).toMatchObject({
      data: {
        cause: { kind: 'scandal_resolved', id: 31 },
        changes: { followers: -20, relevance: -2, reputation: { authenticity: 4, relatability: 2, drama: -4, aspirational: -2 } },
      },
    });
  });

  it('gives each response its own effects', () => {
    const ctx = { severity: 'high' as const, followers: 20_000, drama: 50, followerVolatility: 1 };
    const apology = responseOutcome('apologize', ctx, [0.5, 0.5]);
    const blownOver = responseOutcome('ignore', ctx, [0.1, 0.5]);
    const silence = responseOutcome('ignore', ctx, [0.9, 0.5]);
    const won = responseOutcome('double_down', ctx, [0.1, 0.5]);
    const lost = responseOutcome('double_down', ctx, [0.9, 0.5]);
    expect(apology).toMatchObject({ followersChange: -360, relevanceChange: -3, reputationChanges: { authenticity: 6, drama: -6 } });
    expect(blownOver).toMatchObject({ headline: 'The story blew over', followersChange: 0, relevanceChange: -6 });
    expect(silence).toMatchObject({ followersChange: -720, relevanceChange: -6, reputationChanges: { drama: 3 } });
    expect(won).toMatchObject({ headline: 'Doubling down paid off', followersChange: 720, relevanceChange: 6 });
    expect(lost).toMatchObject({ headline: 'Doubling down backfired', followersChange: -1_800, relevanceChange: 3, reputationChanges: { relatability: -6 } });
    // The luck draw is stored with the chance it had to beat, so a replay can audit the rate.
    expect([blownOver.chance, silence.chance, won.chance, lost.chance]).toEqual([0.4, 0.4, doubleDownSuccessChance(50), doubleDownSuccessChance(50)]);
    expect(expiryOutcome(ctx)).toMatchObject({ followersChange: -900, relevanceChange: -9, reputationChanges: { authenticity: -3, relatability: -3 } });
  });

  it('scales with severity and with the background follower volatility', () => {
    const base = { followers: 20_000, drama: 50, followerVolatility: 1 };
    const low = responseOutcome('apologize', { ...base, severity: 'low' }, [0.5, 0.5]);
    const critical = responseOutcome('apologize', { ...base, severity: 'critical' }, [0.5, 0.5]);
    expect(critical.followersChange).toBe(low.followersChange * 5);
    const volatile = responseOutcome('apologize', { ...base, severity: 'low', followerVolatility: 1.6 }, [0.5, 0.5]);
    expect(volatile.followersChange).toBe(Math.round(low.followersChange * 1.6));
  });

  it('believes drama stars more often when they double down, yet never makes a scandal pay on average', () => {
    expect(doubleDownSuccessChance(50)).toBe(0.35);
    expect(doubleDownSuccessChance(75)).toBe(0.45);
    expect(doubleDownSuccessChance(0)).toBe(0.15);
    expect(doubleDownSuccessChance(100)).toBe(0.55);
    const ctx = { severity: 'medium' as const, followers: 50_000, drama: 100, followerVolatility: 1 };
    const won = responseOutcome('double_down', ctx, [0, 0.5]).followersChange;
    const lost = responseOutcome('double_down', ctx, [0.99, 0.5]).followersChange;
    expect(0.55 * won + 0.45 * lost).toBeLessThan(0);
  });

  it('refuses a second response', () => {
    const answered = play(withScandal(), respond('ignore'));
    expect(() => given(progressionDecider, answered).when(respond('apologize', [0.5, 0.5], at(2)))).toThrow('This scandal has already been handled');
  });

  it('refuses a response at or after the deadline', () => {
    const events = withScandal();
    expect(() => given(progressionDecider, events).when(respond('apologize', [0.5, 0.5], at(36)))).toThrow('This scandal has expired');
    expect(given(progressionDecider, events).when(respond('apologize', [0.5, 0.5], at(35.99)))).toHaveLength(2);
  });

  it('answers an unknown scandal as not found', () => {
    expect(() => given(progressionDecider, [created()]).when({ ...respond('ignore'), scandalId: 99 })).toThrow('Scandal not found');
  });
});

describe('a scandal nobody answers', () => {
  it('costs more than any answer once its deadline passes, settled exactly once', () => {
    const events = withScandal('high');
    const settled = given(progressionDecider, events).when({ type: 'Settle', ...timed(at(37)) });
    expect(settled.map((e) => e.type)).toEqual(['ScandalExpired', 'CharacterStatsChanged']);
    expect(settled[1]).toMatchObject({ data: { cause: { kind: 'scandal_expired', id: 31 }, changes: { relevance: -9 } } });
    expect(given(progressionDecider, [...events, ...settled]).when({ type: 'Settle', ...timed(at(38)) })).toEqual([]);
  });

  it('is not due before its deadline', () => {
    expect(given(progressionDecider, withScandal()).when({ type: 'Settle', ...timed(at(35)) })).toEqual([]);
  });

  it('closes without a consequence when its deadline falls after the league end, or the league was cancelled', () => {
    const events = withScandal();
    const afterEnd = given(progressionDecider, events).when({ type: 'Settle', now: at(40), leagueEnd: at(30) });
    expect(afterEnd).toEqual([expect.objectContaining({ type: 'ScandalExpired', data: expect.objectContaining({ leagueEnded: true }) })]);
    const cancelled = given(progressionDecider, events).when({ type: 'Settle', now: at(40), leagueEnd: null });
    expect(cancelled).toHaveLength(1);
  });

  it('is settled by the next command of the player too, before what the command does', () => {
    const events = withScandal();
    const issued = given(progressionDecider, events).when({ type: 'IssueDailyChallenges', date: '2026-03-03', ids: [1, 2, 3, 4], ...timed(at(40)) });
    expect(issued.map((e) => e.type)).toEqual(['ScandalExpired', 'CharacterStatsChanged', 'DailyChallengesIssued']);
  });

  it('lets a new scandal start once the old one is past its deadline, settling the old one first', () => {
    const events = withScandal();
    const post = postWithConsequences(events, { postId: 40, riskLevel: 'risky', postedAt: at(40) }, SCANDALOUS);
    expect(post.map((e) => e.type)).toEqual(['ContentPosted', 'CharacterStatsChanged', 'ScandalExpired', 'CharacterStatsChanged', 'ScandalRolled', 'ScandalTriggered']);
    expect(fold([...events, ...post]).scandals).toMatchObject({ '31': { status: 'expired' }, '40': { status: 'active' } });
  });
});
