import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context';
import { accounts, outbox } from '../../db/schema/index';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { registerPushDevice, requestContextFor } from '../../test/service-support';
import { notify, type NotifyInput } from './notifications.service';

/** Pushes and mails of `notify` are written in the recipient's saved locale. */
describe('notify(): the recipient’s locale', () => {
  let t: TestApp;
  let org: TestOrganization;
  let alice: TestUser;
  let kenji: TestUser;
  let ctx: RequestContext;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    alice = await t.createUser(org);
    kenji = await t.createUser(org);
    await t.runtime.services.db
      .update(accounts)
      .set({ locale: 'ja' })
      .where(eq(accounts.id, kenji.accountId));
    await registerPushDevice(t, kenji, 'token-kenji');
    // The sender's request is in English: the recipient's locale wins.
    ctx = await requestContextFor(t, org);
  });
  afterAll(() => t.close());

  const send = (input: NotifyInput) => ctx.db.transaction((tx) => notify(tx, ctx, input));

  const pushBodies = async () =>
    (
      await t.runtime.services.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'push'), eq(outbox.organizationId, org.id)))
        .orderBy(outbox.createdAt)
    )
      .map((row) => row.payload as { deviceToken?: string; body?: string })
      .filter((payload) => payload.deviceToken === 'token-kenji')
      .map((payload) => payload.body);

  it('pushes a Japanese text, with the sender’s name or 誰か', async () => {
    await send({ type: 'LIKE', recipientId: kenji.accountId, senderId: alice.accountId });
    await send({ type: 'FOLLOW', recipientId: kenji.accountId });
    await send({ type: 'ANNOUNCEMENT', recipientId: kenji.accountId });
    expect(await pushBodies()).toEqual([
      `Test ${alice.username} さんがあなたの投稿にいいねしました`,
      '誰か さんがあなたをフォローしました',
      '新しいお知らせがあります',
    ]);
    // Without a mail of their own, the follow and the announcement send the type's short
    // mail in Japanese (likes send none by default).
    const mails = await t.outboxMail(kenji.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      '新しいお知らせがあります',
      '誰か さんがあなたをフォローしました',
    ]);
    const follow = mails.find((mail) => mail.subject.includes('フォロー'));
    expect(follow!.text).toContain('開く：');
    expect(follow!.text).toContain('/settings/notifications');
  });

  it('renders message ids of the mail in the locale and keeps literal texts', async () => {
    await send({
      type: 'GROUP_INVITATION',
      recipientId: kenji.accountId,
      senderId: alice.accountId,
      groupId: crypto.randomUUID(),
      email: {
        subject: { id: 'groups.invitation.subject', values: { group: 'Harbour' } },
        text: 'A literal body',
        html: '<p>A literal body</p>',
      },
    });
    expect(await t.outboxMail(kenji.email)).toContainEqual({
      to: kenji.email,
      subject: 'Harbour への招待が届きました',
      text: 'A literal body',
      html: '<p>A literal body</p>',
    });
    expect((await pushBodies()).at(-1)).toBe('Harbour への招待が届きました');
  });
});
