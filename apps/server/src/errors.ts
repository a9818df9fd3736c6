/** Error codes the services throw; the one error handler maps each to its HTTP status. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A failure the caller can act on; its message is shown to the user as is. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fullMessages: string[] = [message],
  ) {
    super(message);
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Record') => new AppError('not_found', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('forbidden', message);
export const unprocessable = (messages: string[]) =>
  new AppError('unprocessable', messages[0] ?? 'Invalid input', messages);
