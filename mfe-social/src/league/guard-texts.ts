/** §2 League pages guard, word for word. */
export const GUARD_TEXTS = {
  invalidLeague: 'Invalid League',
  invalidLeagueId: 'Invalid League ID',
  invalidDescription: 'The league ID in the URL is missing or invalid. Please check the address and try again.',
  notFound: 'League Not Found',
  notFoundDescription: 'The league you are trying to access could not be found or you are not a member.',
  statusError: (message: string) => `Could not verify league status: ${message}`,
  finalResultsError: (message: string) => `Could not load final results: ${message}`,
  noStandings: 'No final standings available',
} as const;
