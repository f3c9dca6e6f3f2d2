import { API_ERRORS } from '@il/contracts';

/**
 * The texts of progression refusals. Those the contracts already name (API_ERRORS) are reused
 * word for word, so a screen matching them by substring keeps working.
 */
export const PROGRESSION_MESSAGES = {
  scandalNotFound: 'Scandal not found',
  scandalAlreadyHandled: API_ERRORS.scandalAlreadyHandled,
  scandalExpired: 'This scandal has expired',
  challengeNotFound: 'Challenge not found',
  challengeNotCompleted: API_ERRORS.challengeNotCompleted,
  challengeAlreadyClaimed: API_ERRORS.challengeAlreadyClaimed,
  challengeExpired: 'This challenge has expired',
  brandDealNotFound: 'Brand deal not found',
  brandDealUnavailable: API_ERRORS.brandDealUnavailable,
  brandDealAlreadyAccepted: 'You have already accepted this brand deal',
  brandDealRequirementsNotMet: API_ERRORS.brandDealRequirementsNotMet,
  brandDealCap: (cap: number) => `You already have ${cap} active brand deals. Deliver one before signing another.`,
  leagueMismatch: 'The league in the body differs from the league of the request',
} as const;
