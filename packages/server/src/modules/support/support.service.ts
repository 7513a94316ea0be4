import {
  SUPPORT_MESSAGES,
  type CreateSupportTicketBody,
  type ListQuery,
  type SupportTicket,
  type SupportTicketDetail,
  type SupportTicketNote,
  type SupportTicketStatus,
  type SupportTicketType,
} from '@convene/contract';
import { requireAccount, requireAdmin, type RequestContext } from '../../context';
import { transaction } from '../../db/retry';
import { hitRateLimit } from '../../identity/rate-limit';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import { enqueueEmail } from '../../mail/mailer';
import { mailText } from '../../mail/render-mail';
import { baseAccountsByIds } from '../accounts/index';
import { basePassTypesByIds, findEventDetail, viewerOf } from '../ticketing/index';
import { notify, preferencesOf } from '../notifications/index';
import { emitWebhook } from '../webhooks/index';
import {
  findTicket,
  insertNote,
  insertTicket,
  listTickets,
  notesOf,
  setTicketStatus,
  type NoteRow,
  type TicketRow,
} from './support.repository';

/** Tickets one address may send in an hour. */
export const SUPPORT_TICKETS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** More links than this in a request reads as spam. */
const MAX_LINKS = 3;

/** The simple spam check: the hidden field filled in, or a request full of links. */
export function looksLikeSpam(body: { request: string; website?: string | undefined }): boolean {
  if (body.website?.trim()) return true;
  return (body.request.match(/https?:\/\/|www\./gi) ?? []).length > MAX_LINKS;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function ticketViews(ctx: RequestContext, rows: TicketRow[]): Promise<SupportTicket[]> {
  // `productId` is kept as the client sent it; when it names one of the organization's pass
  // types, that pass type is the ticket's `ticket` (the SDK's name for it).
  const [accounts, passTypes] = await Promise.all([
    baseAccountsByIds(
      ctx,
      rows.flatMap((row) => (row.accountId ? [row.accountId] : [])),
    ),
    basePassTypesByIds(
      ctx.db,
      ctx.scope,
      rows.flatMap((row) => (row.productId && UUID.test(row.productId) ? [row.productId] : [])),
      ctx.now.toISOString(),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    email: row.email,
    request: row.request,
    account: (row.accountId && accounts.get(row.accountId)) || null,
    event:
      row.eventId && row.eventSlug && row.eventName
        ? { id: row.eventId, slug: row.eventSlug, name: row.eventName }
        : null,
    productId: row.productId,
    ticket: (row.productId && passTypes.get(row.productId)) || null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

function toNote(row: NoteRow): SupportTicketNote {
  return {
    id: row.id,
    supportTicketId: row.ticketId,
    kind: row.kind,
    fromRequester: row.fromRequester,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function detailOf(
  ctx: RequestContext,
  row: TicketRow,
  options: { repliesOnly: boolean },
): Promise<SupportTicketDetail> {
  const [[ticket], notes] = await Promise.all([
    ticketViews(ctx, [row]),
    notesOf(ctx.db, ctx.scope, row.id, options),
  ]);
  return { ...ticket!, notes: notes.map(toNote) };
}

async function wantsConfirmation(ctx: RequestContext): Promise<boolean> {
  if (!ctx.account) return true;
  const preferences = await preferencesOf(ctx.db, {
    organizationId: ctx.organization.id,
    accountId: ctx.account.id,
  });
  return preferences.supportTicketConfirmationEmail;
}

/**
 * `POST /supportTickets` from a member or a visitor: rate limited per address (429), kept
 * as `spam` when the spam check says so (then nothing is mailed), otherwise confirmed by
 * mail unless the member turned confirmations off.
 */
export async function createTicket(
  ctx: RequestContext,
  body: CreateSupportTicketBody & { email: string },
  clientAddress: string,
): Promise<SupportTicket> {
  const scope = ctx.scope;
  const allowed = await hitRateLimit(ctx.db, `support:${scope.organizationId}:${clientAddress}`, {
    max: SUPPORT_TICKETS_PER_HOUR,
    windowMs: HOUR_MS,
    now: ctx.now,
  });
  if (!allowed) throw new AppError('RATE_LIMITED', SUPPORT_MESSAGES.tooMany);
  let event: { id: string; slug: string; name: string } | null = null;
  if (body.eventId) {
    const row = await findEventDetail(ctx.db, viewerOf(ctx), body.eventId);
    if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.eventNotFound, { field: 'eventId' });
    event = { id: row.event.id, slug: row.event.slug, name: row.event.name };
  }
  const spam = looksLikeSpam(body);
  const confirm = !spam && (await wantsConfirmation(ctx));
  const organization = ctx.organization.config.NAME;
  return transaction(ctx, async (tx) => {
    const ticket = await insertTicket(tx, {
      organizationId: scope.organizationId,
      accountId: ctx.account?.id ?? null,
      type: body.type,
      email: body.email,
      request: body.request,
      eventId: event?.id ?? null,
      eventSlug: event?.slug ?? null,
      eventName: event?.name ?? null,
      productId: body.productId ?? null,
      status: spam ? 'spam' : 'new',
    });
    // The webhook tells the ticket as the API answers it, read in this transaction (another
    // connection could wait for this one: PGlite has one).
    const [view] = await ticketViews({ ...ctx, db: tx }, [ticket]);
    if (!spam) await emitWebhook(ctx, tx, 'supportTicket.created', { supportTicket: view });
    if (confirm) {
      await enqueueEmail(tx, scope.organizationId, {
        to: ticket.email,
        subject: mailText(ctx.locale, 'support.confirmation.subject', { organization }),
        text: [
          mailText(ctx.locale, 'support.confirmation.text', { organization }),
          '',
          mailText(ctx.locale, 'support.request'),
          ticket.request,
        ].join('\n'),
        meta: { supportTicketId: ticket.id },
      });
    }
    return view!;
  });
}

export async function listMyTickets(
  ctx: RequestContext,
  query: ListQuery,
): Promise<SupportTicket[]> {
  const account = requireAccount(ctx);
  const rows = await listTickets(ctx.db, ctx.scope, { accountId: account.id }, pageWindow(query));
  return ticketViews(ctx, rows);
}

async function myTicketRow(ctx: RequestContext, ticketId: string): Promise<TicketRow> {
  const account = requireAccount(ctx);
  const row = await findTicket(ctx.db, ctx.scope, ticketId, { accountId: account.id });
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
  return row;
}

export async function getMyTicket(
  ctx: RequestContext,
  ticketId: string,
): Promise<SupportTicketDetail> {
  return detailOf(ctx, await myTicketRow(ctx, ticketId), { repliesOnly: true });
}

/** The requester answers the desk: the ticket then awaits an administrator. */
export async function replyAsRequester(
  ctx: RequestContext,
  ticketId: string,
  text: string,
): Promise<SupportTicketNote> {
  const ticket = await myTicketRow(ctx, ticketId);
  return transaction(ctx, async (tx) => {
    const note = await insertNote(tx, {
      organizationId: ticket.organizationId,
      ticketId: ticket.id,
      kind: 'reply',
      fromRequester: true,
      authorId: ctx.account?.id ?? null,
      text,
    });
    if (ticket.status !== 'spam') await setTicketStatus(tx, ticket.id, 'awaitingAdmin');
    return toNote(note);
  });
}

export async function listQueue(
  ctx: RequestContext,
  query: ListQuery & {
    status?: SupportTicketStatus | undefined;
    type?: SupportTicketType | undefined;
  },
): Promise<SupportTicket[]> {
  requireAdmin(ctx);
  const rows = await listTickets(
    ctx.db,
    ctx.scope,
    {
      ...(query.status ? { status: query.status } : {}),
      ...(query.type ? { type: query.type } : {}),
    },
    pageWindow(query),
  );
  return ticketViews(ctx, rows);
}

async function adminTicketRow(ctx: RequestContext, ticketId: string): Promise<TicketRow> {
  requireAdmin(ctx);
  const row = await findTicket(ctx.db, ctx.scope, ticketId);
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
  return row;
}

export async function getTicket(
  ctx: RequestContext,
  ticketId: string,
): Promise<SupportTicketDetail> {
  return detailOf(ctx, await adminTicketRow(ctx, ticketId), { repliesOnly: false });
}

export async function changeStatus(
  ctx: RequestContext,
  ticketId: string,
  status: SupportTicketStatus,
): Promise<SupportTicket> {
  const ticket = await adminTicketRow(ctx, ticketId);
  const [view] = await ticketViews(ctx, [await setTicketStatus(ctx.db, ticket.id, status)]);
  return view!;
}

export async function addNote(
  ctx: RequestContext,
  ticketId: string,
  text: string,
): Promise<SupportTicketNote> {
  const ticket = await adminTicketRow(ctx, ticketId);
  const note = await insertNote(ctx.db, {
    organizationId: ticket.organizationId,
    ticketId: ticket.id,
    kind: 'note',
    authorId: ctx.account?.id ?? null,
    text,
  });
  return toNote(note);
}

/**
 * The desk's reply; the ticket then awaits the requester. A member is notified
 * (SUPPORT_TICKET_MESSAGE: in-app, and the reply by mail and push as their preferences
 * allow); a visitor gets the reply by mail.
 */
export async function replyToRequester(
  ctx: RequestContext,
  ticketId: string,
  text: string,
): Promise<SupportTicketNote> {
  const ticket = await adminTicketRow(ctx, ticketId);
  const organization = ctx.organization.config.NAME;
  return transaction(ctx, async (tx) => {
    const note = await insertNote(tx, {
      organizationId: ticket.organizationId,
      ticketId: ticket.id,
      kind: 'reply',
      authorId: ctx.account?.id ?? null,
      text,
    });
    await setTicketStatus(tx, ticket.id, 'awaitingClient');
    const subject = { id: 'support.reply.subject' as const, values: { organization } };
    const body = { id: 'support.reply.body' as const, values: { organization, reply: text } };
    if (ticket.accountId && ticket.accountId !== ctx.account?.id) {
      // A member's ticket: in-app (leading to the ticket), and mail and push as they chose.
      await notify(tx, ctx, {
        type: 'SUPPORT_TICKET_MESSAGE',
        recipientId: ticket.accountId,
        senderId: ctx.account?.id ?? null,
        conversationId: ticket.id,
        email: { subject, text: body },
      });
    } else {
      await enqueueEmail(tx, ticket.organizationId, {
        to: ticket.email,
        subject: mailText(ctx.locale, subject.id, subject.values),
        text: mailText(ctx.locale, body.id, body.values),
        meta: { supportTicketId: ticket.id },
      });
    }
    return toNote(note);
  });
}
