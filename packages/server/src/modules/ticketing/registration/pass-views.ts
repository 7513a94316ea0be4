import type { RegistrationPass } from '@convene/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventPasses } from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import { eventRowById } from '../events/sql';
import { findRegistrationById, loadCart } from './cart.repository';
import { loadOffer } from './offer.repository';
import { passesOf } from './registration-view';

/**
 * The SDK Pass of each of the event's passes named (those of another event or
 * organization are left out), by id: the cart of each registration they are in (a pass an
 * account holds may be in another's registration: group tickets, transfers) and the
 * event's offer, read once each.
 */
export async function passViews(
  db: Executor,
  scope: Scope,
  eventId: string,
  passIds: readonly string[],
  now: Date,
): Promise<Map<string, RegistrationPass>> {
  const views = new Map<string, RegistrationPass>();
  if (passIds.length === 0) return views;
  const rows = await db
    .selectDistinct({ registrationId: eventPasses.registrationId })
    .from(eventPasses)
    .where(
      and(
        inOrganization(eventPasses, scope),
        eq(eventPasses.eventId, eventId),
        inArray(eventPasses.id, [...passIds]),
      ),
    );
  const event = rows.length > 0 ? await eventRowById(db, scope, eventId) : undefined;
  if (!event) return views;
  const wanted = new Set(passIds);
  const offer = await loadOffer(db, scope, event, now);
  for (const { registrationId } of rows) {
    const registration = await findRegistrationById(db, scope, registrationId);
    if (!registration) continue;
    for (const pass of passesOf(await loadCart(db, registration), offer)) {
      if (wanted.has(pass.id)) views.set(pass.id, pass);
    }
  }
  return views;
}
