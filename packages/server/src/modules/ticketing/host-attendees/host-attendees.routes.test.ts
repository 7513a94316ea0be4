import {
  HOST_ATTENDEE_MESSAGES as M,
  MESSAGES,
  endpointPath,
  hostAttendeeEndpoints,
  type CheckInScan,
  type EventEmail,
  type EventEmailPreview,
  type ListingAnnouncement,
  type ListingAttendee,
  type ListingAttendeesCsv,
  type ListingPass,
  type ListingPassSection,
  type ListingReport,
  type Notification,
  type Registration,
} from '@convene/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventCoHosts,
  eventPasses,
  eventReminderDeliveries,
  notifications,
} from '../../../db/schema/index';
import { findOrganizationById } from '../../../tenancy/organizations.repository';
import { passToken } from '../registration/pass-token';
import { useRegistrationWorld, type EventRow } from '../registration/test/registration-world';
import { sendDueReminders } from './index';

const cart = (eventId: string) => `/self/events/${eventId}/registration`;
const listing = (eventId: string) => `/listings/${eventId}`;

describe('host attendees, check-in, report and host mail', () => {
  // host, co-host, two attendees, a plain member, a late registrant
  const world = useRegistrationWorld(6);
  const { ok, fails, call } = world;
  const people = () => {
    const [host, coHost, maya, omar, plain, late] = world.members;
    return { host: host!, coHost: coHost!, maya: maya!, omar: omar!, plain: plain!, late: late! };
  };
  let event: EventRow;
  let general: { id: string };
  let note: { id: string };
  let meal: { id: string; choices: { id: string; value: string }[] };
  let mayaPasses: string[];
  let omarPass: string;

  async function register(
    user: ReturnType<typeof people>['maya'],
    eventId: string,
    ticketIds: string[],
  ) {
    await ok(user, 'POST', `${cart(eventId)}/passes`, {
      passes: ticketIds.map((ticketId) => ({ ticketId })),
    });
    const registered = await ok<Registration>(user, 'POST', `${cart(eventId)}/submit`, {
      termsAccepted: true,
    });
    return registered.passes.map((pass) => pass.id);
  }

  async function tokenOf(passId: string, eventRow: EventRow) {
    const services = world.t.runtime.services;
    const organization = (await findOrganizationById(world.db, world.org.id))!;
    const [pass] = await world.db.select().from(eventPasses).where(eq(eventPasses.id, passId));
    return passToken(world.db, { keys: services.keys, organization }, pass!, eventRow);
  }

  beforeAll(async () => {
    const { host, coHost, maya, omar } = people();
    event = await world.createEvent({ creatorId: host.accountId });
    await world.db
      .insert(eventCoHosts)
      .values({ organizationId: world.org.id, eventId: event.id, accountId: coHost.accountId });
    general = await world.offer.passType(event.id, { name: 'General', price: 0 });
    const section = await world.offer.section(event.id, 'About you');
    note = await world.offer.question(event.id, section.id, { type: 'text', name: 'Note' });
    meal = await world.offer.question(event.id, section.id, { type: 'select', name: 'Meal' }, [
      { value: 'fish' },
      { value: 'veggie' },
    ]);
    mayaPasses = await register(maya, event.id, [general.id, general.id]);
    [omarPass] = (await register(omar, event.id, [general.id])) as [string];
  });

  it('answers 403 to a plain member and 404 across organizations on every route', async () => {
    const { plain } = people();
    const params = {
      eventId: event.id,
      accountId: people().maya.accountId,
      passId: mayaPasses[0],
      announcementId: crypto.randomUUID(),
      type: 'reminder',
    };
    const bodies: Record<string, unknown> = {
      setResponses: { questions: [] },
      scan: { token: 'x' },
      announce: { title: 'Hi', html: '<p>Hi</p>' },
      announceTest: { title: 'Hi', html: '<p>Hi</p>' },
      setEmail: { body: '<p>Hi</p>' },
    };
    for (const [name, endpoint] of Object.entries(hostAttendeeEndpoints)) {
      const url = endpointPath(endpoint.path, params);
      const forbidden = await call(plain, endpoint.method, url, bodies[name]);
      expect(forbidden.statusCode, `${name} ${forbidden.body}`).toBe(403);
      expect(forbidden.json().message).toBe(MESSAGES.noPermission);
      const foreign = await call(world.stranger, endpoint.method, url, bodies[name]);
      expect(foreign.statusCode, `${name} ${foreign.body}`).toBe(404);
    }
  });

  it('lists attendees by status and search, and shows one with its passes', async () => {
    const { host, coHost, maya } = people();
    const all = await ok<ListingAttendee[]>(host, 'GET', `${listing(event.id)}/attendees`);
    expect(all.map((attendee) => attendee.accountId).sort()).toEqual(
      [maya.accountId, people().omar.accountId].sort(),
    );
    const found = await ok<ListingAttendee[]>(
      coHost,
      'GET',
      `${listing(event.id)}/attendees?search=${encodeURIComponent(maya.email)}`,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      accountId: maya.accountId,
      status: 'registered',
      account: { email: maya.email },
    });
    expect(found[0]!.passes).toHaveLength(2);
    const one = await ok<ListingAttendee>(
      host,
      'GET',
      `${listing(event.id)}/attendees/${maya.accountId}`,
    );
    expect(one.passes.map((pass) => pass.ticket.name)).toEqual(['General', 'General']);
    await fails(
      host,
      'GET',
      `${listing(event.id)}/attendees/${people().plain.accountId}`,
      undefined,
      404,
    );
    const paged = await call(host, 'GET', `${listing(event.id)}/attendees?pageSize=1`);
    expect(paged.json().data).toHaveLength(1);
    const next = await ok<ListingAttendee[]>(
      host,
      'GET',
      `${listing(event.id)}/attendees?pageSize=1&cursor=${paged.json().cursor}`,
    );
    expect(next[0]!.id).not.toBe(paged.json().data[0].id);
    const bad = await fails(
      host,
      'GET',
      `${listing(event.id)}/attendees?status=maybe`,
      undefined,
      400,
    );
    expect(bad.field).toBe('status');
  });

  it('shows an attendee and a pass with what the attendee’s own registration shows: event, coupon, packages, payments, add-ons', async () => {
    const { host, plain } = people();
    const other = await world.createEvent({ creatorId: host.accountId });
    const free = await world.offer.passType(other.id, { name: 'Crew', price: 0 });
    const dinner = await world.offer.addOn(other.id, [free.id], { name: 'Dinner', price: 0 });
    await world.offer.section(other.id, 'Crew details');
    await world.offer.coupon(other.id, { code: 'CREW', discountPercent: 10 });
    await ok(plain, 'POST', `${cart(other.id)}/passes`, { passes: [{ ticketId: free.id }] });
    const [pass] = (await ok<Registration>(plain, 'GET', cart(other.id))).passes;
    await ok(plain, 'POST', `${cart(other.id)}/addOns`, [
      { id: pass!.id, addOns: [{ id: dinner.id }] },
    ]);
    await ok(plain, 'POST', `${cart(other.id)}/coupon`, { couponCode: 'CREW' });
    await ok(plain, 'POST', `${cart(other.id)}/submit`, { termsAccepted: true });
    const own = await ok<Registration>(plain, 'GET', `/self/events/${other.id}/attendee`);
    const [ownPass] = own.passes;
    expect(ownPass!.passAddOns).toHaveLength(1);
    expect(own.coupon).toMatchObject({ code: 'CREW' });

    const attendee = await ok<ListingAttendee>(
      host,
      'GET',
      `${listing(other.id)}/attendees/${plain.accountId}`,
    );
    expect(attendee).toMatchObject({
      event: own.event,
      couponId: own.couponId,
      coupon: own.coupon,
      packages: own.packages,
      payments: own.payments,
    });
    const [listed] = await ok<ListingAttendee[]>(host, 'GET', `${listing(other.id)}/attendees`);
    expect(listed).toEqual(attendee);
    const embeds = {
      passAddOns: ownPass!.passAddOns,
      reservationId: ownPass!.reservationId,
      reservation: ownPass!.reservation,
      couponId: ownPass!.couponId,
      coupon: ownPass!.coupon,
      packageId: ownPass!.packageId,
      accesses: [],
    };
    expect(attendee.passes[0]).toMatchObject(embeds);
    const shown = await ok<ListingPass>(host, 'GET', `${listing(other.id)}/passes/${pass!.id}`);
    expect(shown).toMatchObject(embeds);
    expect(await ok<ListingPass[]>(host, 'GET', `${listing(other.id)}/passes`)).toEqual([shown]);
    const sections = await ok<ListingPassSection[]>(
      host,
      'GET',
      `${listing(other.id)}/attendees/${plain.accountId}/passes/${pass!.id}`,
    );
    expect(sections).toEqual([
      expect.objectContaining({
        name: 'Crew details',
        accountTiers: [],
        eventTickets: [],
        eventAddOns: [],
      }),
    ]);
  });

  it('checks a pass in once (idempotent, who and when), filters by it, and undoes it', async () => {
    const { host, coHost, maya } = people();
    const url = `${listing(event.id)}/attendees/${maya.accountId}/passes/${mayaPasses[0]}/checkin`;
    const first = await ok<ListingPass>(coHost, 'POST', url);
    expect(first.usedAt).not.toBeNull();
    expect(first.checkedInById).toBe(coHost.accountId);
    const again = await ok<ListingPass>(host, 'POST', url);
    expect(again).toMatchObject({ usedAt: first.usedAt, checkedInById: coHost.accountId });

    const checkedIn = await ok<ListingPass[]>(
      host,
      'GET',
      `${listing(event.id)}/passes?checkedIn=true`,
    );
    expect(checkedIn.map((pass) => pass.id)).toEqual([mayaPasses[0]]);
    const waiting = await ok<ListingPass[]>(
      host,
      'GET',
      `${listing(event.id)}/passes?checkedIn=false`,
    );
    expect(waiting).toHaveLength(2);
    const attendees = await ok<ListingAttendee[]>(
      host,
      'GET',
      `${listing(event.id)}/attendees?status=checkedIn`,
    );
    expect(attendees.map((attendee) => attendee.accountId)).toEqual([maya.accountId]);

    const undone = await ok<ListingPass>(host, 'DELETE', url);
    expect(undone).toMatchObject({ usedAt: null, checkedInById: null });
    expect((await ok<ListingPass>(host, 'DELETE', url)).usedAt).toBeNull();
    const pass = await ok<ListingPass>(host, 'GET', `${listing(event.id)}/passes/${mayaPasses[0]}`);
    expect(pass).toMatchObject({ usedAt: null, attendee: { accountId: maya.accountId } });
    // Another attendee's account in the path: not this pass.
    await fails(
      host,
      'POST',
      `${listing(event.id)}/attendees/${people().omar.accountId}/passes/${mayaPasses[0]}/checkin`,
      undefined,
      404,
    );
  });

  it('checks in by QR token: the name, the pass type and each warning', async () => {
    const { host, maya, omar } = people();
    const scan = (token: string) =>
      ok<CheckInScan>(host, 'POST', `${listing(event.id)}/checkin`, { token });
    const token = await tokenOf(mayaPasses[1]!, event);
    const first = await scan(token);
    expect(first).toMatchObject({ outcome: 'checkedIn', warning: null, passType: 'General' });
    expect(first.name).toBeTruthy();
    expect(first.pass?.attendee.accountId).toBe(maya.accountId);
    const second = await scan(token);
    expect(second.outcome).toBe('alreadyCheckedIn');
    expect(second.warning).toMatch(/^Already checked in at /);

    await world.db
      .update(eventPasses)
      .set({ status: 'canceled' })
      .where(eq(eventPasses.id, omarPass));
    const canceled = await scan(await tokenOf(omarPass, event));
    expect(canceled).toMatchObject({ outcome: 'canceled', warning: M.passCanceled });
    await fails(
      host,
      'POST',
      `${listing(event.id)}/attendees/${omar.accountId}/passes/${omarPass}/checkin`,
      undefined,
      409,
    );
    await world.db.update(eventPasses).set({ status: 'ready' }).where(eq(eventPasses.id, omarPass));

    const other = await world.createEvent({ name: 'Winter Fair' });
    const otherType = await world.offer.passType(other.id, { price: 0 });
    const [otherPass] = await register(people().late, other.id, [otherType.id]);
    const elsewhere = await scan(await tokenOf(otherPass!, other));
    expect(elsewhere).toMatchObject({
      outcome: 'otherEvent',
      warning: 'This pass is for another event: Winter Fair',
      name: null,
      pass: null,
    });
    // The pass number shown on the pass, typed at the door, names the pass of this event.
    const numberOf = async (passId: string) =>
      (
        await world.db
          .select({ number: eventPasses.alternateId })
          .from(eventPasses)
          .where(eq(eventPasses.id, passId))
      )[0]!.number;
    const typed = await scan(`#${await numberOf(mayaPasses[1]!)}`);
    expect(typed).toMatchObject({ outcome: 'alreadyCheckedIn', passType: 'General' });
    expect(typed.pass?.attendee.accountId).toBe(maya.accountId);
    expect((await scan(` ${await numberOf(mayaPasses[1]!)} `)).outcome).toBe('alreadyCheckedIn');
    const elsewhereNumber = await fails(
      host,
      'POST',
      `${listing(event.id)}/checkin`,
      { token: String(await numberOf(otherPass!)) },
      400,
    );
    expect(elsewhereNumber).toMatchObject({ field: 'token', message: M.invalidToken });
    for (const bad of ['not-a-token', 'a.b.c']) {
      const refused = await fails(
        host,
        'POST',
        `${listing(event.id)}/checkin`,
        { token: bad },
        400,
      );
      expect(refused).toMatchObject({ field: 'token', message: M.invalidToken });
    }
    await fails(host, 'POST', `${listing(event.id)}/checkin`, {}, 400);
  });

  it('sets and shows a pass’s answers', async () => {
    const { host, maya } = people();
    const url = `${listing(event.id)}/attendees/${maya.accountId}/passes/${mayaPasses[0]}`;
    await ok(host, 'PUT', `${url}/responses`, {
      questions: [
        { id: note.id, value: 'Window seat' },
        { id: meal.id, value: 'veggie' },
      ],
    });
    const sections = await ok<ListingPassSection[]>(host, 'GET', url);
    expect(sections[0]!.questions.map((q) => [q.name, q.response])).toEqual([
      ['Note', 'Window seat'],
      ['Meal', 'veggie'],
    ]);
    const wrong = await fails(
      host,
      'PUT',
      `${url}/responses`,
      { questions: [{ id: meal.id, value: 'steak' }] },
      400,
    );
    expect(wrong).toMatchObject({
      field: 'questions.0.value',
      message: 'Meal must be one of its choices',
    });
    const foreign = await fails(
      host,
      'PUT',
      `${url}/responses`,
      { questions: [{ id: crypto.randomUUID(), value: 'x' }] },
      400,
    );
    expect(foreign).toMatchObject({ field: 'questions.0.id', message: M.questionNotOfEvent });
    await ok(host, 'PUT', `${url}/responses`, { questions: [{ id: note.id, value: ' ' }] });
    const cleared = await ok<ListingPassSection[]>(host, 'GET', url);
    expect(cleared[0]!.questions[0]!.response).toBeNull();
    await ok(host, 'PUT', `${url}/responses`, { questions: [{ id: note.id, value: 'Aisle' }] });
  });

  it('reports the figures of the event and exports the attendees as CSV', async () => {
    const { host } = people();
    await world.db
      .update(eventPasses)
      .set({ amtPaid: 2500 })
      .where(eq(eventPasses.id, mayaPasses[0]!));
    await world.db
      .update(eventPasses)
      .set({ amtPaid: 2500, amtRefunded: 1000 })
      .where(eq(eventPasses.id, omarPass));
    const report = await ok<ListingReport>(host, 'GET', `${listing(event.id)}/report`);
    expect(report.registrations).toMatchObject({ registered: 2, canceled: 0 });
    expect(report.registrations.overTime.reduce((sum, day) => sum + day.count, 0)).toBe(2);
    expect(report.passTypes).toEqual([
      { id: general.id, name: 'General', sold: 3, canceled: 0, revenue: 5000 },
    ]);
    expect(report.revenue).toEqual({ gross: 5000, refunded: 1000, net: 4000 });
    expect(report.checkIn).toMatchObject({ passes: 3, checkedIn: 1 });
    expect(report.checkIn.rate).toBeCloseTo(0.333, 3);
    const mealFigures = report.questions.find((question) => question.id === meal.id)!;
    expect(mealFigures).toMatchObject({
      answered: 1,
      choices: [
        { value: 'fish', count: 0 },
        { value: 'veggie', count: 1 },
      ],
    });

    const csv = await ok<ListingAttendeesCsv>(host, 'GET', `${listing(event.id)}/attendees/export`);
    expect(csv.contentType).toBe('text/csv');
    const text = Buffer.from(csv.dataUri.split(',')[1]!, 'base64').toString('utf8');
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Registration,Pass,Name,Username,Email,Phone,Registration status,Pass type,Pass status,Checked in at,Registered at,Paid,Refunded,Note,Meal',
    );
    expect(rows).toHaveLength(3);
    const mayaRow = rows.find(
      (row) => row.includes(people().maya.email) && row.endsWith('Aisle,veggie'),
    );
    expect(mayaRow).toBeDefined();
  });

  it('announces to every attendee: notifications, and mail as asked', async () => {
    const { host, maya, omar, plain } = people();
    await ok(omar, 'PUT', '/self/notificationPreferences', { eventAnnouncementEmail: false });
    const created = await world.t.inject({
      method: 'POST',
      url: `/api${listing(event.id)}/announcements`,
      headers: host.headers,
      payload: {
        title: 'Doors at 9',
        html: '<p>Doors open at <b>9</b>.</p><script>alert(1)</script>',
        email: true,
        push: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const announcement = created.json().data as ListingAnnouncement;
    expect(announcement).toMatchObject({
      title: 'Doors at 9',
      html: '<p>Doors open at <strong>9</strong>.</p>',
      recipients: 2,
      eventId: event.id,
    });
    for (const user of [maya, omar]) {
      const rows = await world.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.accountId, user.accountId),
            eq(notifications.announcementId, announcement.id),
          ),
        );
      expect(rows).toHaveLength(1);
      const mail = await world.t.outboxMail(user.email);
      // Omar keeps the notification but asked for no event announcement mail.
      expect(mail.some((item) => item.subject === 'Harbour Days: Doors at 9')).toBe(user === maya);
    }
    // The in-app notification names the event it is about.
    const inbox = await ok<Notification[]>(maya, 'GET', '/self/notifications?filters=ANNOUNCEMENT');
    const seen = inbox.find((item) => item.announcementId === announcement.id);
    expect(seen?.event).toMatchObject({ id: event.id, name: 'Harbour Days' });
    const plainRows = await world.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, plain.accountId));
    expect(plainRows).toHaveLength(0);
    const list = await ok<ListingAnnouncement[]>(host, 'GET', `${listing(event.id)}/announcements`);
    expect(list.map((item) => item.id)).toContain(announcement.id);
    await ok(host, 'GET', `${listing(event.id)}/announcements/${announcement.id}`);
    const empty = await fails(
      host,
      'POST',
      `${listing(event.id)}/announcements`,
      { title: 'Blank', html: '<script>x</script>' },
      400,
    );
    expect(empty).toMatchObject({ field: 'html', message: M.messageRequired });
  });

  it('sends a test of an announcement to the host alone, and keeps nothing', async () => {
    const { host, maya } = people();
    const body = { title: 'Rehearsal', html: '<p>Only a <b>test</b>.</p>', email: true };
    const url = `${listing(event.id)}/announcements/test`;
    const sent = await world.t.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: host.headers,
      payload: body,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ to: host.email });
    const mail = await world.t.outboxMail(host.email);
    expect(mail.find((item) => item.subject === '[Test] Harbour Days: Rehearsal')).toMatchObject({
      html: '<p>Only a <strong>test</strong>.</p>',
    });
    expect((await world.t.outboxMail(maya.email)).map((item) => item.subject)).not.toContain(
      '[Test] Harbour Days: Rehearsal',
    );
    const list = await ok<ListingAnnouncement[]>(host, 'GET', `${listing(event.id)}/announcements`);
    expect(list.map((item) => item.title)).not.toContain('Rehearsal');
    // Only a host may, and a blank one is refused as the real one is.
    await fails(maya, 'POST', url, body, 403);
    await fails(host, 'POST', url, { title: 'Blank', html: '<script>x</script>' }, 400);
  });

  it('saves mail templates, previews them, and the confirmation mail uses one', async () => {
    const { host, late } = people();
    const url = `${listing(event.id)}/emails/confirmation`;
    expect(await ok<EventEmail | null>(host, 'GET', url)).toBeNull();
    const saved = await ok<EventEmail>(host, 'PUT', url, {
      body: '<p>Welcome aboard, {name}! See you at {event}.</p><img src=x onerror=alert(1)>',
      replyTo: 'crew@example.com',
    });
    expect(saved).toMatchObject({
      type: 'confirmation',
      body: '<p>Welcome aboard, {name}! See you at {event}.</p>',
      replyTo: 'crew@example.com',
    });
    expect((await ok<EventEmail>(host, 'GET', url)).body).toBe(saved.body);
    const preview = await ok<EventEmailPreview>(host, 'GET', `${url}/preview`);
    expect(preview).toMatchObject({
      subject: 'You are registered for Harbour Days',
      html: '<p>Welcome aboard, Alex Sample! See you at Harbour Days.</p>',
      replyTo: 'crew@example.com',
    });
    const reminder = await ok<EventEmailPreview>(
      host,
      'GET',
      `${listing(event.id)}/emails/reminder/preview`,
    );
    expect(reminder.subject).toBe('Reminder: Harbour Days is tomorrow');
    await fails(host, 'GET', `${listing(event.id)}/emails/invitation`, undefined, 400);
    await fails(host, 'PUT', url, { replyTo: 'not an email' }, 400);

    await register(late, event.id, [general.id]);
    const [mail] = await world.t.outboxMail(late.email);
    expect(mail?.html).toContain('See you at Harbour Days.</p>');
    expect(mail?.replyTo).toBe('crew@example.com');
  });

  it('sends the reminder the day before, once per attendee', async () => {
    const { maya, omar } = people();
    const soon = await world.createEvent({
      name: 'Dawn Sail',
      eventStart: new Date(Date.now() + 12 * 3_600_000),
      eventEnd: new Date(Date.now() + 14 * 3_600_000),
    });
    const seat = await world.offer.passType(soon.id, { price: 0 });
    await register(maya, soon.id, [seat.id, seat.id]);
    await register(omar, soon.id, [seat.id]);
    const { late } = people();
    await register(late, soon.id, [seat.id]);
    await ok(late, 'PUT', '/self/notificationPreferences', { eventReminderEmail: false });
    const services = world.t.runtime.services;
    await sendDueReminders(services, new Date());
    await sendDueReminders(services, new Date());
    for (const user of [maya, omar]) {
      const mail = (await world.t.outboxMail(user.email)).filter(
        (item) => item.subject === 'Reminder: Dawn Sail is tomorrow',
      );
      expect(mail).toHaveLength(1);
    }
    expect(
      (await world.t.outboxMail(late.email)).filter((item) => item.subject.startsWith('Reminder')),
    ).toEqual([]);
    const deliveries = await world.db
      .select()
      .from(eventReminderDeliveries)
      .where(eq(eventReminderDeliveries.eventId, soon.id));
    expect(deliveries).toHaveLength(3);
    const notes = await world.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.eventId, soon.id), eq(notifications.type, 'EVENT')));
    expect(notes).toHaveLength(3);
  });
});
