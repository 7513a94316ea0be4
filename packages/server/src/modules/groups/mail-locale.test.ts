import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, outbox } from '../../db/schema/index';
import type { TestApp, TestUser } from '../../test/harness';
import { useGroupsFixture } from './test/groups-fixture';

/** The groups mails and pushes are written in the recipient's saved locale. */
describe('groups mails: the recipient’s locale', () => {
  const f = useGroupsFixture();
  const { ok, createGroup } = f;
  let t: TestApp;
  let mod: TestUser;
  let maya: TestUser;
  let lena: TestUser;
  let sam: TestUser;

  const speaks = (user: TestUser, locale: string) =>
    t.runtime.services.db.update(accounts).set({ locale }).where(eq(accounts.id, user.accountId));

  const pushBodies = async (deviceToken: string) =>
    (
      await t.runtime.services.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'push'), eq(outbox.organizationId, f.org.id)))
    )
      .map((row) => row.payload as { deviceToken?: string; body?: string })
      .filter((payload) => payload.deviceToken === deviceToken)
      .map((payload) => payload.body);

  beforeAll(async () => {
    ({ t, mod, maya, lena, sam } = f);
    await speaks(lena, 'fr');
    await speaks(sam, 'ja');
    await speaks(maya, 'es-MX');
  });

  it('mails a French-speaking member the invitation in French', async () => {
    const group = await createGroup(mod, 'private');
    await ok(mod, 'POST', `/groups/${group.id}/invitations`, { accountIds: [lena.accountId] });
    expect(await t.outboxMail(lena.email)).toEqual([
      {
        to: lena.email,
        subject: `Vous êtes invité à rejoindre ${group.name}`,
        text: `Vous avez été invité à rejoindre le groupe ${group.name}. Ouvrez la communauté pour accepter ou refuser.`,
      },
    ]);
  });

  it('pushes the invitation to a Japanese-speaking member in Japanese', async () => {
    await ok(sam, 'POST', '/self/push-devices', {
      deviceToken: 'token-sam',
      pushService: 'firebase',
      name: 'Phone',
    });
    const group = await createGroup(mod, 'private');
    await ok(mod, 'POST', `/groups/${group.id}/invitations`, { accountIds: [sam.accountId] });
    const [mail] = await t.outboxMail(sam.email);
    expect(mail?.subject).toBe(`${group.name} への招待が届きました`);
    expect(await pushBodies('token-sam')).toEqual([`${group.name} への招待が届きました`]);
  });

  it('mails the accepted request in the base language of a regional locale', async () => {
    const group = await createGroup(mod, 'private');
    const request = await ok<{ id: string }>(maya, 'POST', `/groups/${group.id}/requests`);
    await ok(mod, 'PUT', `/groups/${group.id}/requests/${request.id}/accept`);
    const [mail] = await t.outboxMail(maya.email);
    expect(mail).toMatchObject({
      subject: `Ya eres miembro de ${group.name}`,
      text: `Se aceptó tu solicitud para unirte a ${group.name}. ¡Bienvenido!`,
    });
  });
});
