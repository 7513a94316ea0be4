import {
  SESSION_REGISTRATION_MESSAGES as M,
  type AttendeeSession,
  type PaymentIntent,
  type SessionAccess,
  type SessionPass,
  type SessionSection,
} from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventSessions } from '../../../db/schema/index';
import { testGatewayCharges } from '../../payments/index';
import { paymentWorld } from '../../payments/test/payment-world';
import { useRegistrationWorld, type EventRow } from '../registration/test/registration-world';
import { sessionWriter } from './test/session-world';

const registration = (eventId: string, sessionId: string) =>
  `/self/events/${eventId}/sessions/${sessionId}/registration`;

describe('session registration', () => {
  const world = useRegistrationWorld(5);
  const { ok, fails } = world;
  const write = sessionWriter(
    () => world.db,
    () => world.org.id,
  );
  let event: EventRow;
  let general: { id: string };
  let vip: { id: string };

  beforeAll(async () => {
    event = await world.createEvent();
    general = await world.offer.passType(event.id, { name: 'General' });
    vip = await world.offer.passType(event.id, { name: 'VIP' });
  });

  const seats = async (sessionId: string) =>
    (await world.db.select().from(eventSessions).where(eq(eventSessions.id, sessionId)))[0]!;

  it('lists the sessions my passes open, with seats left', async () => {
    const [maya] = world.members;
    const open = await write.session(event.id, { name: 'Open to all', supply: 10 });
    const vipOnly = await write.session(event.id, { name: 'VIP lounge' }, [vip.id]);
    await write.session(event.id, { name: 'Lunch', registrationEnabled: false });
    await write.passes(event.id, maya!, general.id);
    const available = await ok<AttendeeSession[]>(
      maya!,
      'GET',
      `/self/events/${event.id}/attendee/available/sessions`,
    );
    const names = available.map((session) => session.name);
    expect(names).toContain('Open to all');
    expect(names).not.toContain('VIP lounge');
    expect(names).not.toContain('Lunch');
    expect(available.find((session) => session.id === open.id)).toMatchObject({
      supply: 10,
      remaining: 10,
      registeredPassIds: [],
      registrationEnabled: true,
    });
    expect(available.find((session) => session.id === open.id)!.passIds).toHaveLength(1);
    // Someone with no pass has nothing available.
    const [, , , , nobody] = world.members;
    expect(
      await ok(nobody!, 'GET', `/self/events/${event.id}/attendee/available/sessions`),
    ).toEqual([]);
    expect(vipOnly.id).toBeTruthy();
  });

  it('registers my passes (bare array or {accesses}), takes the seats and puts them on my agenda', async () => {
    const [, omar] = world.members;
    const session = await write.session(event.id, { name: 'Splicing', supply: 3 });
    const [first, second] = await write.passes(event.id, omar!, general.id, 2);
    const passes = await ok<SessionPass[]>(
      omar!,
      'GET',
      `${registration(event.id, session.id)}/passes`,
    );
    expect(passes.map((pass) => pass.id).sort()).toEqual([first!.id, second!.id].sort());
    expect(passes[0]).toMatchObject({ access: null, ticket: { id: general.id, name: 'General' } });

    await ok(omar!, 'POST', `${registration(event.id, session.id)}/passes`, [
      { passId: first!.id },
    ]);
    expect(await seats(session.id)).toMatchObject({ sold: 1 });
    await ok(omar!, 'POST', `${registration(event.id, session.id)}/passes`, {
      accesses: [{ passId: first!.id }, { passId: second!.id }],
    });
    expect(await seats(session.id)).toMatchObject({ sold: 2 });

    const accesses = await ok<SessionAccess[]>(omar!, 'GET', registration(event.id, session.id));
    expect(accesses.map((access) => access.status)).toEqual(['ready', 'ready']);
    expect(accesses[0]).toMatchObject({
      sessionId: session.id,
      session: { id: session.id, name: 'Splicing' },
      responses: [],
    });
    const agenda = await ok<AttendeeSession[]>(omar!, 'GET', `/self/events/${event.id}/sessions`);
    expect(agenda.map((entry) => entry.id)).toEqual([session.id]);
    expect(agenda[0]).toMatchObject({ remaining: 1 });
    expect(agenda[0]!.registeredPassIds).toHaveLength(2);

    // Dropping a pass gives its seat back; the other stays.
    await ok(omar!, 'POST', `${registration(event.id, session.id)}/passes`, [
      { passId: second!.id },
    ]);
    expect(await seats(session.id)).toMatchObject({ sold: 1 });
    const after = await ok<SessionAccess[]>(omar!, 'GET', registration(event.id, session.id));
    expect(after.map((access) => access.passId)).toEqual([second!.id]);

    // One pass's registration, and the questions it is asked, under the attendee's pass.
    const passSession = (passId: string) =>
      `/self/events/${event.id}/attendee/passes/${passId}/sessions/${session.id}`;
    expect(await ok<SessionAccess>(omar!, 'GET', passSession(second!.id))).toMatchObject({
      passId: second!.id,
      sessionId: session.id,
      status: 'ready',
    });
    expect(await fails(omar!, 'GET', passSession(first!.id), undefined, 404)).toMatchObject({
      message: M.passNotRegistered,
    });
    expect(await ok<SessionSection[]>(omar!, 'GET', `${passSession(first!.id)}/questions`)).toEqual(
      [],
    );
    const [maya] = world.members;
    expect(await fails(maya!, 'GET', passSession(second!.id), undefined, 404)).toMatchObject({
      message: M.passNotRegistered,
    });
    expect(
      await fails(maya!, 'GET', `${passSession(second!.id)}/questions`, undefined, 404),
    ).toMatchObject({ message: M.passNotFound });
  });

  it('gives the seats back when the attendee cancels the pass', async () => {
    const [, , , tom] = world.members;
    const first = await write.session(event.id, { name: 'Rigging', supply: 5 });
    const second = await write.session(event.id, { name: 'Sail repair', supply: 5 });
    const [pass] = await write.passes(event.id, tom!, general.id);
    for (const session of [first, second]) {
      await ok(tom!, 'POST', `${registration(event.id, session.id)}/passes`, [
        { passId: pass!.id },
      ]);
    }
    expect(await seats(first.id)).toMatchObject({ sold: 1 });
    await ok(tom!, 'PUT', `/self/events/${event.id}/attendee/passes/${pass!.id}/cancel`, {});
    expect(await seats(first.id)).toMatchObject({ sold: 0 });
    expect(await seats(second.id)).toMatchObject({ sold: 0 });
    expect(await ok(tom!, 'GET', registration(event.id, first.id))).toEqual([]);
  });

  it('never sells more seats than the session has', async () => {
    const [, , lena, tom] = world.members;
    const session = await write.session(event.id, { name: 'Masterclass', supply: 1 });
    const [lenaPass] = await write.passes(event.id, lena!, general.id);
    const [tomPass] = await write.passes(event.id, tom!, general.id);
    await ok(lena!, 'POST', `${registration(event.id, session.id)}/passes`, [
      { passId: lenaPass!.id },
    ]);
    const full = await fails(
      tom!,
      'POST',
      `${registration(event.id, session.id)}/passes`,
      [{ passId: tomPass!.id }],
      409,
    );
    expect(full.message).toBe(M.full);
    expect(await seats(session.id)).toMatchObject({ sold: 1 });
  });

  it('answers 455 when a session does not take registration or has started', async () => {
    const [maya] = world.members;
    const lunch = await write.session(event.id, { registrationEnabled: false });
    const started = await write.session(event.id, {
      startTime: new Date(Date.now() - 60_000),
      endTime: new Date(Date.now() + 3_600_000),
    });
    const [pass] = await write.passes(event.id, maya!, general.id);
    for (const url of [
      registration(event.id, lunch.id),
      `${registration(event.id, lunch.id)}/passes`,
      `${registration(event.id, lunch.id)}/questions`,
    ]) {
      expect((await fails(maya!, 'GET', url, undefined, 455)).message).toBe(M.notEnabled);
    }
    const closed = await fails(
      maya!,
      'POST',
      `${registration(event.id, started.id)}/passes`,
      [{ passId: pass!.id }],
      455,
    );
    expect(closed.message).toBe(M.closed);
    // Reading what one holds of a started session still works.
    expect(await ok(maya!, 'GET', registration(event.id, started.id))).toEqual([]);
  });

  it("refuses passes that are not the caller's (404) or do not open the session (400)", async () => {
    const [maya, omar] = world.members;
    const vipOnly = await write.session(event.id, {}, [vip.id]);
    const [omarPass] = await write.passes(event.id, omar!, vip.id);
    const [mayaPass] = await write.passes(event.id, maya!, general.id);
    const notMine = await fails(
      maya!,
      'POST',
      `${registration(event.id, vipOnly.id)}/passes`,
      [{ passId: omarPass!.id }],
      404,
    );
    expect(notMine.message).toBe(M.passNotFound);
    const noAccess = await fails(
      maya!,
      'POST',
      `${registration(event.id, vipOnly.id)}/passes`,
      [{ passId: mayaPass!.id }],
      400,
    );
    expect(noAccess.message).toBe(M.passNoAccess);
    const bad = await fails(
      maya!,
      'POST',
      `${registration(event.id, vipOnly.id)}/passes`,
      [{ passId: 'nope' }],
      400,
    );
    expect(bad.message).toBeTruthy();
  });

  it("answers 404 for another organization's event, an unknown session, and a slug where an id goes", async () => {
    const [maya] = world.members;
    const session = await write.session(event.id);
    expect(
      (await fails(world.stranger, 'GET', registration(event.id, session.id), undefined, 404))
        .message,
    ).toBeTruthy();
    expect(
      (
        await fails(
          world.stranger,
          'GET',
          `/self/events/${event.id}/attendee/available/sessions`,
          undefined,
          404,
        )
      ).message,
    ).toBeTruthy();
    await fails(world.stranger, 'GET', `/self/events/${event.id}/sessions`, undefined, 404);
    const unknown = await fails(
      maya!,
      'GET',
      registration(event.id, crypto.randomUUID()),
      undefined,
      404,
    );
    expect(unknown.message).toBe(M.sessionNotFound);
    const other = await world.createEvent();
    const elsewhere = await write.session(other.id);
    expect(
      (await fails(maya!, 'GET', registration(event.id, elsewhere.id), undefined, 404)).message,
    ).toBe(M.sessionNotFound);
    await fails(maya!, 'GET', `/self/events/${event.slug}/sessions`, undefined, 400);
  });

  it('asks the session questions and keeps a pass needing info until the required ones are answered', async () => {
    const [, , , , sam] = world.members;
    const session = await write.session(event.id, { name: 'Sailing' });
    const section = await write.section(session.id);
    const size = await write.question(session.id, section.id, {
      type: 'select',
      name: 'Life jacket size',
      required: true,
      mutable: false,
      choices: [
        { id: crypto.randomUUID(), value: 'S', text: 'Small' },
        { id: crypto.randomUUID(), value: 'L', text: 'Large' },
      ],
    });
    const note = await write.question(session.id, section.id, {
      type: 'text',
      name: 'Notes',
      max: '10',
    });
    const [pass] = await write.passes(event.id, sam!, general.id);
    const sections = await ok<SessionSection[]>(
      sam!,
      'GET',
      `${registration(event.id, session.id)}/questions`,
    );
    expect(sections).toMatchObject([
      {
        name: 'Before you come',
        questions: [
          {
            id: size.id,
            type: 'select',
            required: true,
            choices: [{ value: 'S' }, { value: 'L' }],
          },
          { id: note.id, type: 'text' },
        ],
      },
    ]);
    // Not registered yet: answering is refused.
    const notRegistered = await fails(
      sam!,
      'PUT',
      `${registration(event.id, session.id)}/questions`,
      [{ passId: pass!.id, responses: [{ questionId: size.id, value: 'S' }] }],
      404,
    );
    expect(notRegistered.message).toBe(M.passNotRegistered);

    await ok(sam!, 'POST', `${registration(event.id, session.id)}/passes`, [{ passId: pass!.id }]);
    expect(
      (await ok<SessionAccess[]>(sam!, 'GET', registration(event.id, session.id)))[0]!.status,
    ).toBe('needsInfo');

    const invalid = await fails(
      sam!,
      'PUT',
      `${registration(event.id, session.id)}/questions`,
      [
        {
          passId: pass!.id,
          responses: [
            { questionId: size.id, value: 'XL' },
            { questionId: note.id, value: 'far too long a note' },
            { questionId: crypto.randomUUID(), value: 'x' },
          ],
        },
      ],
      400,
    );
    expect(invalid.errors?.map((error) => error.message)).toEqual([
      'Life jacket size is not valid',
      'Notes is not valid',
      M.questionNotAsked,
    ]);

    await ok(sam!, 'PUT', `${registration(event.id, session.id)}/questions`, [
      { passId: pass!.id, responses: [{ questionId: size.id, value: 'L' }] },
    ]);
    await ok(
      sam!,
      'PUT',
      `${registration(event.id, session.id)}/passes/${pass!.id}/questions/${note.id}`,
      { response: 'Vegan' },
    );
    const [access] = await ok<SessionAccess[]>(sam!, 'GET', registration(event.id, session.id));
    expect(access!.status).toBe('ready');
    expect(access!.responses.map((response) => [response.question.name, response.value])).toEqual([
      ['Life jacket size', 'L'],
      ['Notes', 'Vegan'],
    ]);
    // An answer that is not mutable stays once given; a required one cannot be emptied.
    const locked = await fails(
      sam!,
      'PUT',
      `${registration(event.id, session.id)}/passes/${pass!.id}/questions/${size.id}`,
      { response: 'S' },
      400,
    );
    expect(locked.message).toBe('Life jacket size cannot be changed');
    const otherPass = crypto.randomUUID();
    await fails(
      sam!,
      'PUT',
      `${registration(event.id, session.id)}/passes/${otherPass}/questions/${note.id}`,
      { response: 'x' },
      404,
    );
  });

  it('pays for a paid session through the intent; a full session refuses the capture uncharged', async () => {
    const [maya, omar] = world.members;
    const pay = paymentWorld(() => world.t);
    await pay.enableProvider(world.admin, 'test');
    const session = await write.session(event.id, { name: 'Regatta', price: 1500, supply: 1 });
    const [mayaPass] = await write.passes(event.id, maya!, general.id);
    const [omarPass] = await write.passes(event.id, omar!, general.id);
    const url = registration(event.id, session.id);
    const none = await fails(
      maya!,
      'GET',
      `${url}/intent?addressId=${await pay.address(maya!)}`,
      undefined,
      400,
    );
    expect(none.message).toBe(M.nothingToPay);

    for (const [user, pass] of [
      [maya!, mayaPass!],
      [omar!, omarPass!],
    ] as const) {
      await ok(user, 'POST', `${url}/passes`, [{ passId: pass.id }]);
    }
    expect(await seats(session.id)).toMatchObject({ sold: 0 });
    expect((await ok<SessionAccess[]>(maya!, 'GET', url))[0]!.status).toBe('draft');

    const intentOf = async (user: typeof maya) =>
      ok<PaymentIntent>(user!, 'GET', `${url}/intent?addressId=${await pay.address(user!)}`);
    const mayaIntent = await intentOf(maya);
    const omarIntent = await intentOf(omar);
    expect(mayaIntent).toMatchObject({ purpose: 'session', subTotal: 1500, eventId: event.id });
    const capture = (user: typeof maya, id: string) =>
      world.call(user!, 'POST', `/organization/intents/${id}/capture`, { nonce: 'tok_test_visa' });
    expect((await capture(maya, mayaIntent.id)).statusCode).toBe(200);
    expect((await capture(maya, mayaIntent.id)).statusCode).toBe(200);
    expect(testGatewayCharges(mayaIntent.id)).toHaveLength(1);
    expect((await ok<SessionAccess[]>(maya!, 'GET', url))[0]!.status).toBe('ready');
    expect(await seats(session.id)).toMatchObject({ sold: 1 });

    const full = await capture(omar, omarIntent.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(M.full);
    expect(testGatewayCharges(omarIntent.id)).toHaveLength(0);
    expect((await ok<SessionAccess[]>(omar!, 'GET', url))[0]!.status).toBe('draft');

    const free = await write.session(event.id);
    const freeIntent = await fails(
      maya!,
      'GET',
      `${registration(event.id, free.id)}/intent?addressId=${await pay.address(maya!)}`,
      undefined,
      400,
    );
    expect(freeIntent.message).toBe(M.free);
  });

  it('exports my agenda as a calendar file', async () => {
    const [, omar] = world.members;
    const file = await ok<{ name: string; contentType: string; dataUri: string }>(
      omar!,
      'GET',
      `/self/events/${event.id}/sessions/calendar`,
    );
    expect(file.contentType).toBe('text/calendar');
    expect(file.name).toBe(`${event.slug}-agenda.ics`);
    const text = Buffer.from(file.dataUri.split(',')[1]!, 'base64').toString('utf8');
    expect(text).toContain('BEGIN:VCALENDAR\r\n');
    // The same entry as the member's calendar feed: named with its event, in its zone.
    expect(text).toContain(`SUMMARY:Splicing — ${event.name}\r\n`);
    expect(text).toContain(`DTSTART;TZID=${event.timezone}:`);
    expect(text).toContain(`X-WR-CALNAME:${event.name}\r\n`);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
