// The errors the server maps to HTTP answers (server/http/respond.ts does the mapping).

/** An error that is its own HTTP answer. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** No database can be used: 503, nothing stored. */
export class DbUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DbUnavailableError';
  }
}

/** The client is over its hourly limit: 429 with Retry-After. */
export class RateLimitedError extends Error {
  constructor(public readonly retryAfter: number) {
    super(`Rate limit exceeded; retry after ${retryAfter} s`);
    this.name = 'RateLimitedError';
  }
}

/** The Idempotency-Key was used before with different data: 422. */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('This Idempotency-Key was already used with different data.');
    this.name = 'IdempotencyConflictError';
  }
}

/** The request ended before its body did (the client went away, or its connection dropped). */
export class ClientAbortedError extends Error {
  constructor() {
    super('the client aborted the request');
    this.name = 'ClientAbortedError';
  }
}

/** A request stream's error, as ClientAbortedError when the connection dropped mid-body. */
export const asClientAbort = (e: NodeJS.ErrnoException): Error =>
  e.code === 'ECONNRESET' || e.message === 'aborted' ? new ClientAbortedError() : e;
