import { insertNote, insertTicket } from '../modules/support/index';
import type { SeedContext } from './seed-context';

/*
 * The demo's support desk: a handful of tickets in each status, Maya's
 * (member@example.com) with a reply from the desk, a visitor's, and one caught as spam.
 */

export async function seedSupport(context: SeedContext): Promise<void> {
  const { db } = context.services;
  const organizationId = context.demo.id;
  const maya = context.accounts.demo.get('maya-lindqvist') ?? null;
  const omar = context.accounts.demo.get('omar-haddad') ?? null;
  const mayaTicket = await insertTicket(db, {
    organizationId,
    accountId: maya,
    type: 'support',
    email: 'member@example.com',
    request: 'I registered for the spring fair but my pass does not show in My tickets.',
    status: 'awaitingClient',
  });
  await insertNote(db, {
    organizationId,
    ticketId: mayaTicket.id,
    kind: 'note',
    authorId: omar,
    text: 'Her payment went through; the pass was issued to her second account.',
  });
  await insertNote(db, {
    organizationId,
    ticketId: mayaTicket.id,
    kind: 'reply',
    authorId: omar,
    text: 'Thanks Maya! Your pass is on your other account: switch accounts from the menu and it is there.',
  });
  await insertTicket(db, {
    organizationId,
    accountId: maya,
    type: 'feedback',
    email: 'member@example.com',
    request: 'The new channels are lovely. Could podcasts remember where I stopped?',
    status: 'resolved',
  });
  await insertTicket(db, {
    organizationId,
    accountId: null,
    type: 'bug',
    email: 'visitor@example.org',
    request: 'The event map does not load on my phone (Safari).',
    status: 'new',
  });
  await insertTicket(db, {
    organizationId,
    accountId: null,
    type: 'support',
    email: 'newcomer@example.org',
    request: 'How do I join the Harbour Sailors group?',
    status: 'awaitingAdmin',
  });
  await insertTicket(db, {
    organizationId,
    accountId: null,
    type: 'feedback',
    email: 'promo@example.net',
    request: 'Cheap followers http://a.example http://b.example http://c.example http://d.example',
    status: 'spam',
  });
}
