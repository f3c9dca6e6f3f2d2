/**
 * An error a user can cause (bad input, a rule of the game, a missing id), or a refusal under load
 * (503). The gateway answers it as `{ "error": message }` with its status; anything else is a 500
 * without details.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503 = 400,
    /** Sent as Retry-After (429, 503): when trying again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(message, 400);
export const unauthorized = (message = 'Not authenticated') => new AppError(message, 401);
export const forbidden = (message: string) => new AppError(message, 403);
export const notFound = (message: string) => new AppError(message, 404);
export const conflict = (message: string) => new AppError(message, 409);

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
