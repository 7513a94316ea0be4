import {
  endpointPath,
  type EndpointBodyIn,
  type EndpointData,
  type EndpointParamsIn,
  type EndpointQueryIn,
  type EndpointSpec,
  type Envelope,
  type ErrorBody,
} from '@convene/contract';
import { ApiError, type FieldError } from './api-error';

type MaybePromise<T> = T | Promise<T>;

export interface ApiClientOptions {
  /** e.g. `http://localhost:3000/api` */
  apiUrl: string;
  organizationId: string;
  locale: string | (() => string);
  getToken: () => MaybePromise<string | null | undefined>;
  getExecuteAs?: () => MaybePromise<string | null | undefined>;
  fetch?: typeof fetch;
}

export type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Leaves the executeAs header off (the self read of the primary account). */
  ignoreExecuteAs?: boolean;
  signal?: AbortSignal;
}

/** A part of the input that is required when its schema requires something. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call of an endpoint takes: its path params, query and body, as declared. */
export type CallInput<E extends EndpointSpec> = Part<'params', EndpointParamsIn<E>> &
  Part<'query', EndpointQueryIn<E> | undefined> &
  Part<'body', EndpointBodyIn<E>> & {
    /** Leaves the executeAs header off (the self read of the primary account). */
    ignoreExecuteAs?: boolean;
    signal?: AbortSignal;
  };

/** An input with no required part may be left out. */
export type CallArgs<E extends EndpointSpec> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** Builds `?a=1&b=x`, leaving out empty values ('' , null, undefined), as the SDK does. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The fetch transport: sends the four headers (organization, locale, authorization,
 * executeAs), returns the envelope of a 2xx answer and throws ApiError otherwise.
 */
export class ApiClient {
  readonly organizationId: string;
  private readonly options: ApiClientOptions;

  constructor(options: ApiClientOptions) {
    this.options = options;
    this.organizationId = options.organizationId;
  }

  get locale(): string {
    return typeof this.options.locale === 'function' ? this.options.locale() : this.options.locale;
  }

  get apiUrl(): string {
    return this.options.apiUrl.replace(/\/$/, '');
  }

  /**
   * Calls a declared endpoint (`@convene/contract`): the only way this client reaches the
   * API, so every path and method it uses is one the server registers.
   */
  call<E extends EndpointSpec>(
    endpoint: E,
    ...[input]: CallArgs<E>
  ): Promise<Envelope<EndpointData<E>>> {
    const { params, query, body, ...options } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, QueryValue>;
      body?: unknown;
      ignoreExecuteAs?: boolean;
      signal?: AbortSignal;
    };
    return this.request<EndpointData<E>>(endpoint.method, endpointPath(endpoint.path, params), {
      ...options,
      query,
      body,
    });
  }

  /**
   * The headers every request carries (organization, locale, authorization, executeAs):
   * also for transports other than fetch, such as an upload that reports its progress.
   */
  async headers(options: { ignoreExecuteAs?: boolean } = {}): Promise<Record<string, string>> {
    const headers: Record<string, string> = {
      organization: this.organizationId,
      locale: this.locale,
      accept: 'application/json',
    };
    const token = await safeRead(this.options.getToken, 'the access token');
    if (token) headers.authorization = token;
    if (!options.ignoreExecuteAs && this.options.getExecuteAs) {
      const executeAs = await safeRead(this.options.getExecuteAs, 'the execute-as value');
      if (executeAs) headers.executeAs = executeAs;
    }
    return headers;
  }

  private async request<T>(
    method: EndpointSpec['method'],
    path: string,
    options: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const headers = await this.headers(options);
    try {
      return await this.send<T>(method, path, options, headers);
    } catch (error) {
      // A token replaced while the request was on its way (a refresh, a password change that
      // revoked it and signed in again) was refused for no fault of the session: the request
      // goes once more with the new one. The server refuses a token before doing anything,
      // so sending a write again does it once.
      const sent = headers.authorization;
      if (!(error instanceof ApiError) || error.status !== 401 || !sent) throw error;
      const current = await safeRead(this.options.getToken, 'the access token');
      if (!current || current === sent) throw error;
      return this.send<T>(method, path, options, { ...headers, authorization: current });
    }
  }

  private async send<T>(
    method: EndpointSpec['method'],
    path: string,
    options: RequestOptions,
    headers: Record<string, string>,
  ): Promise<Envelope<T>> {
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(`${this.apiUrl}${path}${queryString(options.query)}`, {
        method,
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      // A cancelled query must stay an AbortError so TanStack Query treats it as a cancel.
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, NETWORK_ERROR_CODE, '');
    }
    const text = await response.text();
    const parsed: unknown = text ? safeJson(text) : undefined;
    if (!response.ok) throw apiErrorFromBody(response.status, parsed);
    return (parsed ?? { status: 'ok', data: null }) as Envelope<T>;
  }
}

/** Token retrieval errors are logged and yield no token; likewise the execute-as value. */
async function safeRead(
  read: () => MaybePromise<string | null | undefined>,
  what: string,
): Promise<string | undefined> {
  try {
    return (await read()) || undefined;
  } catch (error) {
    console.error(`Could not read ${what}`, error);
    return undefined;
  }
}

/** The status and code of a request that got no answer (offline, DNS, CORS). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/** An error body `{ status: "error", code, message, field? }`; anything else keeps only the status. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const error: Partial<Record<keyof ErrorBody, unknown>> =
    body !== null && typeof body === 'object' ? body : {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return new ApiError(
    status,
    text(error.code) ?? `HTTP_${status}`,
    text(error.message) ?? '',
    text(error.field),
    Array.isArray(error.errors) ? error.errors.filter(isFieldError) : [],
  );
}

function isFieldError(value: unknown): value is FieldError {
  const item = value as Partial<FieldError> | null;
  return typeof item?.field === 'string' && typeof item.message === 'string';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
