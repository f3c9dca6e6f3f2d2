import type { FinalResultsResponse } from '@il/contracts';
import type { StandingSnapshot } from '@il/events';
import type { RecordedEvent } from '@il/platform';
import type { Player } from './player';
import { HOUR_MS, START } from './season';
import { spread, table, type Row } from './table';

export function summary(players: Player[], final: FinalResultsResponse, events: RecordedEvent[], run: { seed: number; days: number }): string {
  // The frozen standings with the raw values beside the scores, as the league recorded them.
  const completed = events.find((e) => e.type === 'LeagueCompleted')?.data as { standings: StandingSnapshot[] } | undefined;
  const list = completed?.standings ?? [];
  const byCharacter = new Map<number, string>();
  const perPlayer = new Map<string, Record<string, number>>();
  const bump = (name: string | undefined, key: string, by = 1) => {
    if (!name) return;
    const row = perPlayer.get(name) ?? {};
    row[key] = (row[key] ?? 0) + by;
    perPlayer.set(name, row);
  };
  const severities: Record<string, number> = {};
  const templateOf = new Map<number, string>();
  const templates: Record<string, { issued: number; claimed: number }> = {};
  const causes = new Map<string, Record<string, { money: number; followers: number; relevance: number }>>();
  // Each player's relevance at the end of every league day, for the trajectory table.
  const relevanceByDay = new Map<string, number[]>();
  const dayOf = (at: string) => Math.floor((new Date(at).getTime() - new Date(START).getTime()) / (24 * HOUR_MS)) + 1;
  const noteRelevance = (name: string | undefined, at: string, relevance: number) => {
    if (!name) return;
    const days = relevanceByDay.get(name) ?? [];
    days[Math.min(run.days, Math.max(1, dayOf(at)))] = relevance;
    relevanceByDay.set(name, days);
  };
  for (const e of events) {
    const d = e.data as Record<string, unknown> & { characterId?: number };
    const who = d.characterId !== undefined ? byCharacter.get(d.characterId) : undefined;
    switch (e.type) {
      case 'CharacterCreated':
        byCharacter.set(d.characterId!, String(d.playerName).slice(1));
        noteRelevance(byCharacter.get(d.characterId!), String(d.createdAt), (d.stats as { relevance: number }).relevance);
        break;
      case 'ScandalTriggered':
        bump(who, 'scandals');
        severities[String(d.severity)] = (severities[String(d.severity)] ?? 0) + 1;
        break;
      case 'ScandalExpired':
        bump(who, 'scandals expired');
        break;
      case 'BrandDealAccepted': {
        bump(who, 'deals signed');
        const tier = (d.terms as { tier: number }).tier;
        bump(who, `tier ${tier}`);
        break;
      }
      case 'BrandDealCompleted':
        bump(who, 'deals paid');
        bump(who, 'deal $', d.payment as number);
        break;
      case 'BrandDealExpired':
        bump(who, 'deals broken');
        break;
      case 'ChallengeRewardClaimed': {
        bump(who, 'challenges');
        const template = templateOf.get(d.dailyChallengeId as number);
        if (template) templates[template]!.claimed += 1;
        break;
      }
      case 'DailyChallengesIssued':
        bump(who, 'challenges issued', (d.challenges as unknown[]).length);
        for (const c of d.challenges as Array<{ dailyChallengeId: number; name: string }>) {
          templateOf.set(c.dailyChallengeId, c.name);
          (templates[c.name] ??= { issued: 0, claimed: 0 }).issued += 1;
        }
        break;
      case 'AchievementUnlocked':
        bump(who, 'achievements');
        break;
      case 'MilestoneReached':
        bump(who, 'milestones');
        break;
      case 'ContentPosted':
        bump(who, 'posts');
        break;
      case 'PostLiked':
        bump(who, 'likes');
        break;
      case 'CharacterStatsChanged': {
        const cause = (d.cause as { kind: string }).kind;
        const changes = d.changes as { money?: number; followers?: number; relevance?: number };
        const mine = causes.get(who ?? '') ?? {};
        causes.set(who ?? '', mine);
        const c = (mine[cause] ??= { money: 0, followers: 0, relevance: 0 });
        c.money += changes.money ?? 0;
        c.followers += changes.followers ?? 0;
        c.relevance += changes.relevance ?? 0;
        noteRelevance(who, String(d.at), (d.stats as { relevance: number }).relevance);
        break;
      }
      default:
        break;
    }
  }
  const strategyOf = new Map(players.map((p) => [p.name, p.strategy]));
  const rows: Row[] = list.map((s) => {
    const name = s.characterName.slice(1);
    return {
      rank: s.rank,
      player: name,
      background: strategyOf.get(name)?.background ?? '',
      score: s.compositeScore.toFixed(2),
      'F/M/R scores': `${s.followersScore.toFixed(1)}/${s.moneyScore.toFixed(1)}/${s.relevanceScore.toFixed(1)}`,
      followers: s.followers,
      money: s.money,
      relevance: s.relevance,
    };
  });
  const activity: Row[] = players.map((p) => {
    const row = perPlayer.get(p.name) ?? {};
    const n = p.notes;
    return {
      player: p.name,
      posts: row.posts ?? 0,
      likes: row.likes ?? 0,
      scandals: row.scandals ?? 0,
      'apol/ign/dd': `${n.responses.apologize}/${n.responses.ignore}/${n.responses.double_down}`,
      expired: row['scandals expired'] ?? 0,
      'deals signed': row['deals signed'] ?? 0,
      paid: row['deals paid'] ?? 0,
      broken: row['deals broken'] ?? 0,
      'deal $': row['deal $'] ?? 0,
      'tiers signed': [1, 2, 3, 4, 5, 6].map((tier) => row[`tier ${tier}`] ?? 0).join('/'),
      challenges: `${row.challenges ?? 0}/${row['challenges issued'] ?? 0}`,
      achievements: row.achievements ?? 0,
      milestones: row.milestones ?? 0,
    };
  });
  const sum = (name: string, kinds: string[], field: 'money' | 'followers' | 'relevance') =>
    kinds.reduce((total, kind) => total + (causes.get(name)?.[kind]?.[field] ?? 0), 0);
  const sources: Row[] = players.map((p) => ({
    player: p.name,
    'F posts': sum(p.name, ['content_posted'], 'followers'),
    'F challenges': sum(p.name, ['challenge_claimed'], 'followers'),
    'F milestones': sum(p.name, ['milestone_reached'], 'followers'),
    'F scandals': sum(p.name, ['scandal_resolved', 'scandal_expired'], 'followers'),
    '$ deals': sum(p.name, ['brand_deal_paid'], 'money'),
    '$ challenges': sum(p.name, ['challenge_claimed'], 'money'),
    '$ milestones': sum(p.name, ['milestone_reached'], 'money'),
    'R posts': sum(p.name, ['content_posted'], 'relevance'),
    'R fade': sum(p.name, ['relevance_fade'], 'relevance'),
    'R other': [...Object.entries(causes.get(p.name) ?? {})]
      .filter(([kind]) => kind !== 'content_posted' && kind !== 'relevance_fade')
      .reduce((total, [, c]) => total + c.relevance, 0),
  }));
  const checkpoints = [1, 3, 7, 10, 14, 21, 28, run.days].filter((day, i, all) => day <= run.days && all.indexOf(day) === i);
  const trajectory: Row[] = players.map((p) => {
    const days = relevanceByDay.get(p.name) ?? [];
    const endOf: number[] = [];
    for (let day = 1, last = 0; day <= run.days; day += 1) endOf[day] = last = days[day] ?? last;
    const mean = endOf.slice(1).reduce((a, b) => a + b, 0) / run.days;
    return { player: p.name, ...Object.fromEntries(checkpoints.map((day) => [`day ${day}`, endOf[day] ?? 0])), mean: mean.toFixed(1) };
  });
  const followers = rows.map((r) => Number(r.followers));
  const money = rows.map((r) => Number(r.money));
  return [
    `Simulated league: ${players.length} players, ${run.days} days, seed ${run.seed}, ${events.length.toLocaleString('en-US')} events`,
    '',
    `Final standings (champion ${final.champion?.characterName ?? 'none'})`,
    table(rows),
    '',
    `Followers: ${spread(followers)}`,
    `Money:     ${spread(money)}`,
    `Challenges claimed/issued by kind: ${Object.entries(templates)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, t]) => `${name} ${t.claimed}/${t.issued}`)
      .join(', ')}`,
    `Scandals by severity: ${Object.entries(severities).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`,
    '',
    'What each player did',
    table(activity),
    '',
    'Where followers (F), money ($) and relevance (R) came from: effective changes by cause',
    table(sources),
    '',
    'Relevance at the end of league days (mean: over every day of the league)',
    table(trajectory),
    '',
    'Strategies',
    ...players.map((p) => `  ${p.name} (${p.strategy.background}): ${p.strategy.label}`),
  ].join('\n');
}
