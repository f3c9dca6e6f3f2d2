import type { ContentPosted, ScandalExpired, ScandalResponded, ScandalResponseValue, ScandalRolled, ScandalTriggered } from '@il/events';
import { BACKGROUND_RULES, statChangeEvents } from '@il/league';
import { conflict, isoTime, notFound } from '@il/platform';
import type { Outcome, ProgressionState } from '../decider/progression-state';
import { PROGRESSION_MESSAGES } from '../shared/messages';
import { expiryOutcome, NO_OUTCOME, responseOutcome, type ResponseContext } from './scandal-responses';
import { dueScandals, isOpenAt, openScandals, type ScandalRecord } from './scandal-state';
import { rollScandal } from './scandal-trigger';
import { SCANDAL_RESPONSE_HOURS } from '../rules';

const HOUR_MS = 60 * 60 * 1000;

function contextOf(state: ProgressionState, record: Pick<ScandalRecord, 'severity'>): ResponseContext {
  const { character } = state;
  return {
    severity: record.severity,
    followers: character.stats.followers,
    drama: character.stats.reputation.drama,
    followerVolatility: BACKGROUND_RULES[character.realityShowBackground].followerVolatility,
  };
}

const ids = (state: ProgressionState) => ({
  characterId: state.character.characterId,
  leagueId: state.character.leagueId,
  userId: state.character.userId,
});

/**
 * Rolls whether a post sets off a scandal, in the post's own append, and records the roll fired or
 * not (ScandalRolled), so a replay can tell chance from a rule that kept the dice still. The
 * scandal takes the post's id (a post sets off at most one), so no id has to be reserved for posts
 * that stay clean. A star already in an open scandal gets no second one until it is answered or
 * over: that post's roll is recorded as skipped.
 */
export function triggerScandalForPost(
  outcome: Outcome,
  posted: ContentPosted,
  dramaBefore: number,
  draws: readonly [number, number, number],
  toldInLeague: readonly string[] = [],
): void {
  const { postedAt, postId, card, caption } = posted.data;
  const risk = { riskLevel: card.riskLevel, captionType: caption.type, drama: dramaBefore };
  const skipped = openScandals(outcome.state.scandals, postedAt).length > 0;
  // The league's stories as the log showed them, and the star's own (which no read can lag behind).
  const told = new Set([...toldInLeague, ...Object.values(outcome.state.scandals).map((s) => s.catalogKey)]);
  const rolled = rollScandal(risk, draws, told);
  const rolledEvent: ScandalRolled = {
    type: 'ScandalRolled',
    data: {
      postId,
      ...ids(outcome.state),
      ...risk,
      chance: rolled.chance,
      roll: skipped ? null : rolled.roll,
      fired: !skipped && rolled.scandal !== null,
      skipped: skipped ? 'open_scandal' : null,
      rolls: skipped ? [] : rolled.scandal ? [...draws] : [rolled.roll],
      rolledAt: postedAt,
    },
  };
  outcome.add([rolledEvent]);
  if (skipped || !rolled.scandal) return;
  const { severity, entry, toldBefore } = rolled.scandal;
  const triggered: ScandalTriggered = {
    type: 'ScandalTriggered',
    data: {
      scandalId: postId,
      ...ids(outcome.state),
      postId,
      catalogKey: entry.key,
      toldBefore,
      title: entry.title,
      description: entry.description,
      severity,
      chance: rolled.chance,
      roll: rolled.roll,
      triggeredAt: postedAt,
      expiresAt: isoTime(Date.parse(postedAt) + SCANDAL_RESPONSE_HOURS * HOUR_MS),
    },
  };
  outcome.add([triggered]);
}

/** Answers an open scandal once; the outcome (rolled from the two draws) moves the stats in the same append. */
export function respondToScandal(
  outcome: Outcome,
  command: { scandalId: number; response: ScandalResponseValue; draws: readonly [number, number]; now: string },
): void {
  const record = outcome.state.scandals[String(command.scandalId)];
  if (!record) throw notFound(PROGRESSION_MESSAGES.scandalNotFound);
  if (record.status === 'responded') throw conflict(PROGRESSION_MESSAGES.scandalAlreadyHandled);
  if (record.status === 'expired' || !isOpenAt(record, command.now)) throw conflict(PROGRESSION_MESSAGES.scandalExpired);
  const result = responseOutcome(command.response, contextOf(outcome.state, record), command.draws);
  const responded: ScandalResponded = {
    type: 'ScandalResponded',
    data: {
      scandalId: record.scandalId,
      ...ids(outcome.state),
      response: command.response,
      severity: record.severity,
      outcome: result,
      respondedAt: command.now,
    },
  };
  outcome.add([responded]);
  outcome.add(
    statChangeEvents(
      outcome.state.character,
      { kind: 'scandal_resolved', id: record.scandalId },
      { followers: result.followersChange, relevance: result.relevanceChange, reputation: result.reputationChanges },
      command.now,
    ),
  );
}

/**
 * Gives every unanswered scandal past its deadline its consequence. One that ran out after the
 * league's end (or in a cancelled league, leagueEnd null) closes without one: the league is over.
 */
export function expireDueScandals(outcome: Outcome, now: string, leagueEnd: string | null): void {
  for (const record of dueScandals(outcome.state.scandals, now)) {
    const afterEnd = leagueEnd === null || new Date(record.expiresAt).getTime() >= new Date(leagueEnd).getTime();
    const result = afterEnd ? NO_OUTCOME : expiryOutcome(contextOf(outcome.state, record));
    const expired: ScandalExpired = {
      type: 'ScandalExpired',
      data: { scandalId: record.scandalId, ...ids(outcome.state), severity: record.severity, outcome: result, leagueEnded: afterEnd, expiredAt: now },
    };
    outcome.add([expired]);
    if (afterEnd) continue;
    outcome.add(
      statChangeEvents(
        outcome.state.character,
        { kind: 'scandal_expired', id: record.scandalId },
        { followers: result.followersChange, relevance: result.relevanceChange, reputation: result.reputationChanges },
        now,
      ),
    );
  }
}
