import { ERROR_CODES, type ErrorCode } from '@convene/contract';

/** The one error services throw; the error handler maps it to the response once. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { field?: string; cause?: unknown } = {},
  ) {
    super(message ?? ERROR_CODES[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export function notFound(what = 'Not found'): AppError {
  return new AppError('NOT_FOUND', what);
}
