import { isModuleForbiddenStatus, MESSAGES } from '@convene/contract';

/** Any non-2xx answer of the API. The SDK never shows UI; the app decides. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message || MESSAGES.somethingWentWrong);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
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

/** User-facing text: the response body's message, else 'Something went wrong' (spec §8). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.somethingWentWrong;
}
