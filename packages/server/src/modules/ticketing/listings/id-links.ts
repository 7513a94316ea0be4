import { and, asc, eq, inArray, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import {
  eventFollowupQuestions,
  eventPassTypeAddOns,
  eventQuestionSectionPassTypes,
  eventSessionPassTypes,
} from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/*
 * Lists of ids kept beside a listing's row in a link table (an add-on's pass types, a
 * question section's pass types, a follow-up's questions): read for many rows at once,
 * replaced whole for one (a session's pass types too). One pair of statements serves every link table.
 */

export interface IdLink {
  table: PgTable & { organizationId: AnyColumn };
  /** The column naming the row the ids belong to, and its property name. */
  owner: PgColumn;
  ownerKey: string;
  /** The column of the ids, and its property name. */
  value: PgColumn;
  valueKey: string;
  /** Kept in the order written, when the table has a sort column. */
  sortOrder?: PgColumn;
}

export const ADD_ON_PASS_TYPES: IdLink = {
  table: eventPassTypeAddOns,
  owner: eventPassTypeAddOns.addOnId,
  ownerKey: 'addOnId',
  value: eventPassTypeAddOns.passTypeId,
  valueKey: 'passTypeId',
};

export const SECTION_PASS_TYPES: IdLink = {
  table: eventQuestionSectionPassTypes,
  owner: eventQuestionSectionPassTypes.sectionId,
  ownerKey: 'sectionId',
  value: eventQuestionSectionPassTypes.passTypeId,
  valueKey: 'passTypeId',
};

export const SESSION_PASS_TYPES: IdLink = {
  table: eventSessionPassTypes,
  owner: eventSessionPassTypes.sessionId,
  ownerKey: 'sessionId',
  value: eventSessionPassTypes.passTypeId,
  valueKey: 'passTypeId',
};

export const FOLLOWUP_QUESTIONS: IdLink = {
  table: eventFollowupQuestions,
  owner: eventFollowupQuestions.followupId,
  ownerKey: 'followupId',
  value: eventFollowupQuestions.questionId,
  valueKey: 'questionId',
  sortOrder: eventFollowupQuestions.sortOrder,
};

/** The ids linked to each of `ownerIds` (in their order, where kept). */
export async function readIdLinks(
  db: Executor,
  scope: Scope,
  link: IdLink,
  ownerIds: string[],
): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (ownerIds.length === 0) return map;
  const rows = (await db
    .select({ owner: link.owner, value: link.value })
    .from(link.table)
    .where(and(inOrganization(link.table, scope), inArray(link.owner, ownerIds)))
    .orderBy(...(link.sortOrder ? [asc(link.sortOrder)] : []), asc(link.value))) as {
    owner: string;
    value: string;
  }[];
  for (const row of rows) map.set(row.owner, [...(map.get(row.owner) ?? []), row.value]);
  return map;
}

/** Makes `ids` (in this order) the ids linked to the row `ownerId`. */
export async function writeIdLinks(
  db: Executor,
  scope: Scope,
  link: IdLink,
  ownerId: string,
  ids: readonly string[],
): Promise<void> {
  await db
    .delete(link.table)
    .where(and(inOrganization(link.table, scope), eq(link.owner, ownerId)));
  if (ids.length === 0) return;
  await db.insert(link.table).values(
    ids.map((id, sortOrder) => ({
      organizationId: scope.organizationId,
      [link.ownerKey]: ownerId,
      [link.valueKey]: id,
      ...(link.sortOrder ? { sortOrder } : {}),
    })) as never,
  );
}
