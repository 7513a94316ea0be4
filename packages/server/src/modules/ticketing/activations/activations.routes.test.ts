import {
  ACTIVATION_MESSAGES as M,
  type Activation,
  type ActivationCompletionDetail,
  type ActivationSummary,
  type LeaderboardEntry,
} from '@convene/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventActivations } from '../../../db/schema/index';
import { useRegistrationWorld, type EventRow } from '../registration/test/registration-world';
import { sessionWriter } from '../session-registration/test/session-world';

describe('activations', () => {
  const world = useRegistrationWorld(4);
  const { ok, fails } = world;
  const passes = sessionWriter(
    () => world.db,
    () => world.org.id,
  );
  let event: EventRow;
  let booth: typeof eventActivations.$inferSelect;
  let talk: typeof eventActivations.$inferSelect;
  let later: typeof eventActivations.$inferSelect;
  const pass = new Map<string, string>();

  const activation = async (values: Partial<typeof eventActivations.$inferInsert>) => {
    const [row] = await world.db
      .insert(eventActivations)
      .values({
        organizationId: world.org.id,
        eventId: event.id,
        slug: `a-${crypto.randomUUID().slice(0, 8)}`,
        name: 'Visit the booth',
        maxPoints: 10,
        startAfter: new Date(Date.now() - 3_600_000),
        ...values,
      })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    event = await world.createEvent();
    const general = await world.offer.passType(event.id);
    booth = await activation({ name: 'Rope booth', maxPoints: 50, code: 'BOWLINE' });
    talk = await activation({
      name: 'Harbour talk',
      maxPoints: 20,
      startAfter: new Date(Date.now() - 1_800_000),
    });
    later = await activation({ name: 'Night sail', startAfter: new Date(Date.now() + 86_400_000) });
    for (const user of world.members.slice(0, 3)) {
      const [row] = await passes.passes(event.id, user, general.id);
      pass.set(user.accountId, row!.id);
    }
  });

  const complete = (passId: string, activationId: string) =>
    `/events/${event.id}/activations/${passId}/${activationId}`;

  it('lists the activations as they open, protected ones flagged, codes never sent', async () => {
    const [maya] = world.members;
    const list = await ok<Activation[]>(maya!, 'GET', `/events/${event.id}/activations`);
    expect(list.map((entry) => entry.name)).toEqual(['Rope booth', 'Harbour talk', 'Night sail']);
    expect(list[0]).toMatchObject({
      protected: true,
      maxPoints: 50,
      completions: [],
      event: { id: event.id, slug: event.slug },
      manager: null,
    });
    expect(list[1]!.protected).toBe(false);
    expect(JSON.stringify(list)).not.toContain('BOWLINE');
    const detail = await ok<Activation>(maya!, 'GET', `/events/${event.id}/activations/${talk.id}`);
    expect(detail.name).toBe('Harbour talk');
    const paged = await world.call(maya!, 'GET', `/events/${event.id}/activations?pageSize=2`);
    expect(paged.json().data).toHaveLength(2);
    const next = await world.call(
      maya!,
      'GET',
      `/events/${event.id}/activations?pageSize=2&cursor=${paged.json().cursor as string}`,
    );
    expect(next.json().data.map((entry: Activation) => entry.name)).toEqual(['Night sail']);
  });

  it('completes with the code: empty and wrong codes refused with the contract’s messages, twice is once', async () => {
    const [maya] = world.members;
    const mine = pass.get(maya!.accountId)!;
    const empty = await fails(maya!, 'POST', complete(mine, booth.id), { code: '  ' }, 400);
    expect(empty).toMatchObject({ message: M.enterCode, field: 'code' });
    expect((await fails(maya!, 'POST', complete(mine, booth.id), {}, 400)).message).toBe(
      M.enterCode,
    );
    const wrong = await fails(maya!, 'POST', complete(mine, booth.id), { code: 'reef' }, 400);
    expect(wrong).toMatchObject({ message: M.invalidCode, field: 'code' });
    const done = await ok<Activation>(maya!, 'POST', complete(mine, booth.id), {
      code: ' bowline ',
    });
    expect(done.completions).toMatchObject([{ passId: mine, earnedPoints: 50 }]);
    const again = await ok<Activation>(maya!, 'POST', complete(mine, booth.id), {
      code: 'BOWLINE',
    });
    expect(again.completions).toHaveLength(1);
    const completions = await ok<ActivationCompletionDetail[]>(
      maya!,
      'GET',
      `/events/${event.id}/activations/${booth.id}/completions`,
    );
    expect(completions).toMatchObject([
      {
        passId: mine,
        earnedPoints: 50,
        eventActivationId: booth.id,
        eventActivation: { id: booth.id, name: booth.name },
        account: { id: maya!.accountId },
        updatedAt: completions[0]!.createdAt,
      },
    ]);
    // Unprotected: no code needed.
    await ok(maya!, 'POST', complete(mine, talk.id));
    const notYet = await fails(maya!, 'POST', complete(mine, later.id), {}, 409);
    expect(notYet.message).toBe(M.notStarted);
  });

  it("refuses a pass that is not the caller's, and another organization's ids, with 404", async () => {
    const [maya, omar, , nobody] = world.members;
    const omars = pass.get(omar!.accountId)!;
    const notMine = await fails(maya!, 'POST', complete(omars, talk.id), {}, 404);
    expect(notMine.message).toBe(M.passNotFound);
    await fails(nobody!, 'POST', complete(crypto.randomUUID(), talk.id), {}, 404);
    const unknown = await fails(
      maya!,
      'POST',
      complete(pass.get(maya!.accountId)!, crypto.randomUUID()),
      {},
      404,
    );
    expect(unknown.message).toBe(M.activationNotFound);
    for (const url of [
      `/events/${event.id}/activations`,
      `/events/${event.id}/activations/summary`,
      `/events/${event.id}/activations/leaderboard`,
      `/events/${event.id}/activations/${talk.id}`,
    ]) {
      await fails(world.stranger, 'GET', url, undefined, 404);
    }
    await fails(world.stranger, 'POST', complete(omars, talk.id), {}, 404);
    await fails(maya!, 'POST', complete('not-a-uuid', talk.id), {}, 400);
  });

  it('sums my points and ranks attendees on the leaderboard', async () => {
    const [maya, omar, lena] = world.members;
    await ok(omar!, 'POST', complete(pass.get(omar!.accountId)!, talk.id));
    const summary = await ok<ActivationSummary>(
      maya!,
      'GET',
      `/events/${event.id}/activations/summary`,
    );
    expect(summary).toMatchObject({ total: 3, completed: 2, points: 70, maxPoints: 80 });
    expect(summary.next?.name).toBe('Night sail');
    expect(
      summary.leaderboard.map((entry) => [entry.account.id, entry.points, entry.rank]),
    ).toEqual([
      [maya!.accountId, 70, 1],
      [omar!.accountId, 20, 2],
    ]);
    const fresh = await ok<ActivationSummary>(
      lena!,
      'GET',
      `/events/${event.id}/activations/summary`,
    );
    expect(fresh).toMatchObject({ completed: 0, points: 0, next: { name: 'Rope booth' } });
    const board = await ok<LeaderboardEntry[]>(
      lena!,
      'GET',
      `/events/${event.id}/activations/leaderboard?pageSize=1&page=2`,
    );
    expect(board.map((entry) => entry.account.id)).toEqual([omar!.accountId]);
  });

  it("reads one pass's progress and completions (spec: activations/{passId}/…), mine only", async () => {
    const [maya, omar] = world.members;
    const mine = pass.get(maya!.accountId)!;
    const summary = await ok<ActivationSummary>(
      maya!,
      'GET',
      `/events/${event.id}/activations/${mine}/summary`,
    );
    expect(summary).toMatchObject({ completed: 2, points: 70, next: { name: 'Night sail' } });
    const detail = await ok<Activation>(
      maya!,
      'GET',
      `/events/${event.id}/activations/${mine}/${booth.id}`,
    );
    expect(detail.completions).toMatchObject([{ passId: mine, earnedPoints: 50 }]);
    const omars = pass.get(omar!.accountId)!;
    for (const url of [
      `/events/${event.id}/activations/${omars}/summary`,
      `/events/${event.id}/activations/${omars}/${booth.id}`,
    ]) {
      expect((await fails(maya!, 'GET', url, undefined, 404)).message).toBe(M.passNotFound);
      await fails(world.stranger, 'GET', url, undefined, 404);
    }
  });
});
