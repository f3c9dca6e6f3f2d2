export const HOUR_MS = 3_600_000;
/** The simulated league starts at this instant; every simulated hour counts from it. */
export const START = '2026-03-01T00:00:00.000Z';
