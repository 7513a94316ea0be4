import type { SupportTicketStatus, SupportTicketType } from '@convene/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { supportTicketNotes, supportTickets } from '../../db/schema/index';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';

export type TicketRow = typeof supportTickets.$inferSelect;
export type NoteRow = typeof supportTicketNotes.$inferSelect;

export async function insertTicket(
  db: Executor,
  values: typeof supportTickets.$inferInsert,
): Promise<TicketRow> {
  const [row] = await db.insert(supportTickets).values(values).returning();
  return row!;
}

export async function findTicket(
  db: Executor,
  scope: Scope,
  ticketId: string,
  options: { accountId?: string; lock?: boolean } = {},
): Promise<TicketRow | undefined> {
  const conditions: SQL[] = [
    inOrganization(supportTickets, scope),
    eq(supportTickets.id, ticketId),
  ];
  if (options.accountId) conditions.push(eq(supportTickets.accountId, options.accountId));
  const query = db
    .select()
    .from(supportTickets)
    .where(and(...conditions));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The queue: open tickets first (new, then awaiting an admin), oldest first within each. */
export async function listTickets(
  db: Executor,
  scope: Scope,
  filter: { status?: SupportTicketStatus; type?: SupportTicketType; accountId?: string },
  page: Page,
): Promise<TicketRow[]> {
  const conditions: SQL[] = [inOrganization(supportTickets, scope)];
  if (filter.status) conditions.push(eq(supportTickets.status, filter.status));
  if (filter.type) conditions.push(eq(supportTickets.type, filter.type));
  if (filter.accountId) {
    conditions.push(eq(supportTickets.accountId, filter.accountId));
    return db
      .select()
      .from(supportTickets)
      .where(and(...conditions))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(page.limit)
      .offset(page.offset);
  }
  const rank = sql`case ${supportTickets.status} when 'new' then 0 when 'awaitingAdmin' then 1 when 'awaitingClient' then 2 when 'resolved' then 3 else 4 end`;
  return db
    .select()
    .from(supportTickets)
    .where(and(...conditions))
    .orderBy(rank, asc(supportTickets.createdAt), asc(supportTickets.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function setTicketStatus(
  db: Executor,
  ticketId: string,
  status: SupportTicketStatus,
): Promise<TicketRow> {
  const [row] = await db
    .update(supportTickets)
    .set({ status, updatedAt: new Date() })
    .where(eq(supportTickets.id, ticketId))
    .returning();
  return row!;
}

export async function insertNote(
  db: Executor,
  values: typeof supportTicketNotes.$inferInsert,
): Promise<NoteRow> {
  const [row] = await db.insert(supportTicketNotes).values(values).returning();
  return row!;
}

/** A ticket's conversation, oldest first; `repliesOnly` leaves internal notes out. */
export async function notesOf(
  db: Executor,
  scope: Scope,
  ticketId: string,
  options: { repliesOnly?: boolean } = {},
): Promise<NoteRow[]> {
  const conditions: SQL[] = [
    inOrganization(supportTicketNotes, scope),
    eq(supportTicketNotes.ticketId, ticketId),
  ];
  if (options.repliesOnly) conditions.push(eq(supportTicketNotes.kind, 'reply'));
  return db
    .select()
    .from(supportTicketNotes)
    .where(and(...conditions))
    .orderBy(asc(supportTicketNotes.createdAt), asc(supportTicketNotes.id));
}
