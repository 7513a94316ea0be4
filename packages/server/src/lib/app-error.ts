import { ERROR_CODES, type ErrorCode } from '@convene/contract';

export interface FieldError {
  field: string;
  message: string;
}

/** The one error services throw; the error handler maps it to the response once. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** Every offending field, when there are several (a cart validated as a whole). */
  readonly errors: readonly FieldError[] | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { field?: string; errors?: readonly FieldError[]; cause?: unknown } = {},
  ) {
    super(message ?? ERROR_CODES[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field ?? options.errors?.[0]?.field;
    this.errors = options.errors;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export function notFound(what = 'Not found'): AppError {
  return new AppError('NOT_FOUND', what);
}
