/**
 * A LIMIT that SQLite reads only when the statement runs. Given a bare `LIMIT ?`, SQLite (3.53)
 * plans with the bound value and marks the statement to be prepared again whenever that parameter
 * is bound anew, which is every call: a parse and a plan per page read.
 */
export const BOUND_LIMIT = 'CAST(? AS INTEGER)';
