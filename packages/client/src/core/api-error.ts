import { isModuleForbiddenStatus, MESSAGES } from '@convene/contract';

export interface FieldError {
  field: string;
  message: string;
}

/** Any non-2xx answer of the API. The SDK never shows UI; the app decides. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** Every offending field when the server names several (a cart validated as a whole). */
  readonly errors: readonly FieldError[];

  constructor(
    status: number,
    code: string,
    message: string,
    field?: string,
    errors: readonly FieldError[] = [],
  ) {
    super(message || MESSAGES.somethingWentWrong);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.errors = errors;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isModuleForbidden(): boolean {
    return isModuleForbiddenStatus(this.status);
  }

  get isNotAuthorized(): boolean {
    return this.status === 401;
  }
}

/** User-facing text: the response body's message, else 'Something went wrong'. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.somethingWentWrong;
}
