import { expect, it } from 'vitest';
import { raceSuite, useRaceWorld } from '../../test/postgres';
import { sendDueDigests } from './digest';

/*
 * Several nodes run the digest job at the same moment on PostgreSQL: each member who chose
 * a digest gets exactly one. Without the FOR UPDATE SKIP LOCKED claim that moves
 * `digest_sent_at` in the mail's transaction, every run would queue its own copy.
 */

const { url, describeRaces } = await raceSuite('digest.races');
const MEMBERS = 6;
const RUNS = 8;

describeRaces('notification digests', () => {
  const { world, ok } = useRaceWorld(url, MEMBERS + 1);

  it('sends each member one digest however many nodes run the job at once', async () => {
    const [sender, ...members] = world.users;
    for (const member of members) {
      await ok(member, 'PUT', '/self/notificationPreferences', { emailDigest: 'daily' });
      await ok(sender!, 'POST', `/accounts/${member.accountId}/follow`);
    }
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const sent = await Promise.all(
      Array.from({ length: RUNS }, () => sendDueDigests(world.t.runtime.services, later)),
    );
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(MEMBERS);
    for (const member of members) {
      const digests = (await world.t.outboxMail(member.email)).filter((mail) =>
        mail.subject.includes('digest'),
      );
      expect(digests).toHaveLength(1);
    }
  });
});
