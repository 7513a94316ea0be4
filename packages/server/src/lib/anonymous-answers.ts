import type { FastifyRequest } from 'fastify';
import type { OrganizationRecord } from '../context';
import { ExpiringMemo } from './expiring-memo';

/**
 * A serialized answer, and its UTF-8 bytes and ETag once plugins/conditional-get.ts has
 * encoded and hashed it (once for every request it answers).
 */
export interface SharedBody {
  readonly body: string;
  bytes?: Buffer;
  etag?: string;
}

/** Whether the request speaks for no one: no token and no API key (both travel in `authorization`). */
export function anonymousRequest(request: FastifyRequest): boolean {
  return request.headers.authorization === undefined;
}

/**
 * A number per organization record. The organization cache reads a fresh record every few
 * seconds (tenancy/organization-cache.ts), so an answer built from an older record, its
 * modules or default locale, is not handed to a request that reads a newer one.
 */
const recordSerials = new WeakMap<OrganizationRecord, number>();
let lastSerial = 0;
function serialOf(record: OrganizationRecord): number {
  let serial = recordSerials.get(record);
  if (serial === undefined) {
    serial = ++lastSerial;
    recordSerials.set(record, serial);
  }
  return serial;
}

/**
 * At most this many answers are kept per route, the oldest going first: a page of 100
 * events is about 130 KB, so a client that varies the query string to fill the cache makes
 * a list keep 8 MB at most. The answers a crowd reads (a few pages, a few locales) fit.
 */
const ANSWER_LIMIT = 64;

/**
 * The answers of public reads that are the same for every anonymous caller of an
 * organization (the events list, an event's page, the groups), shared between them for a few
 * seconds (decision 0075). A crowd of visitors reading the same page costs one read of the
 * database per answer and interval, not one per visitor, and concurrent misses of an answer
 * build it once.
 *
 * The key carries what such an answer depends on: the organization (its record, as above),
 * its data version (tenancy/data-versions.ts: every API write moves it on, so an answer
 * read after a write is never one built before it), the origin its links are built from,
 * the locale and the URL. What changes with time alone (an event that has just ended) shows
 * within the interval, as a shared cache may hold the answer that long anyway
 * (`public, max-age=5`, plugins/conditional-get.ts).
 */
export class AnonymousAnswers {
  private readonly memo: ExpiringMemo<SharedBody>;

  constructor(ttlMs: number) {
    this.memo = new ExpiringMemo<SharedBody>(ttlMs, ANSWER_LIMIT);
  }

  /** The request's answer as another anonymous caller had it built, or built now by `build`. */
  async answer(request: FastifyRequest, build: () => Promise<SharedBody>): Promise<SharedBody> {
    const { ctx } = request;
    const version = await ctx.versions.current(ctx.organization.id);
    const key = `${ctx.organization.id}\u0000${serialOf(ctx.organization)}\u0000${version}\u0000${ctx.origin}\u0000${ctx.locale}\u0000${request.url}`;
    return this.memo.get(key, build);
  }
}
