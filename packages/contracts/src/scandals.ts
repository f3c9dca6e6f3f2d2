import { z } from 'zod';
import { DateTime, Id } from './common';
import { MessageResponse } from './auth';
import { ReputationChanges } from './reputation';

/** The spec shows severity only as an upper-cased badge; these four are the product's scale. */
export const ScandalSeverity = z.enum(['low', 'medium', 'high', 'critical']);
export type ScandalSeverity = z.infer<typeof ScandalSeverity>;

export const ScandalResponseOption = z.enum(['ignore', 'apologize', 'double_down']);
export type ScandalResponseOption = z.infer<typeof ScandalResponseOption>;

export const SCANDAL_RESPONSE_LABELS: Record<ScandalResponseOption, string> = {
  apologize: 'Apologized',
  double_down: 'Doubled Down',
  ignore: 'Ignored',
};
export const NO_SCANDAL_RESPONSE_LABEL = 'No Response';
export const SCANDAL_DESCRIPTION_PREVIEW_LENGTH = 120;

/** §3 Scandal. A scandal left to expire keeps chosenResponse null. */
export const Scandal = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  severity: ScandalSeverity,
  triggeredAt: DateTime,
  expiresAt: DateTime.nullable(),
  chosenResponse: ScandalResponseOption.nullable(),
});
export type Scandal = z.infer<typeof Scandal>;

/** An open scandal always has a deadline: the response dialog counts down to it. */
export const ActiveScandal = Scandal.extend({ expiresAt: DateTime });
export type ActiveScandal = z.infer<typeof ActiveScandal>;

/** GET /scandals/active?leagueId: unanswered, unexpired scandals, newest first. */
export const ActiveScandalsResponse = z.array(ActiveScandal);
export type ActiveScandalsResponse = z.infer<typeof ActiveScandalsResponse>;

/** GET /scandals/history?leagueId: answered or expired scandals, newest first. */
export const ScandalHistoryResponse = z.array(Scandal);
export type ScandalHistoryResponse = z.infer<typeof ScandalHistoryResponse>;

/** POST /scandals/respond?leagueId. */
export const RespondToScandalRequest = z.object({
  activeScandalId: Id,
  response: ScandalResponseOption,
});
export type RespondToScandalRequest = z.infer<typeof RespondToScandalRequest>;

/** What the response cost or earned, as rolled by the server and stored in its event. */
export const RespondToScandalResponse = MessageResponse.extend({
  scandalId: Id,
  response: ScandalResponseOption,
  followersChange: z.number().int(),
  reputationChanges: ReputationChanges,
});
export type RespondToScandalResponse = z.infer<typeof RespondToScandalResponse>;
