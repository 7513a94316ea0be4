import {
  ChangePasswordCommand,
  GlobalSignOutCommand,
  RevokeTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { logins } from '../db/schema/index';
import { revokeEveryToken } from '../identity/revocation';
import type { TestApp, TestOrganization } from '../test/harness';
import {
  confirmedUser,
  signIn,
  startIdentityApp,
  stopIdentityApp,
  type SignedUp,
} from '../test/identity-support';
import { connectSocket, refusedUpgrade, socketUrl, untilSubscribed } from '../test/socket';
import { liveSocket, REVOKED_CLOSE } from './live-socket';
import { publishToAccount } from './publish';

/** Live sockets of a session whose tokens are revoked close with 4401 "token revoked" (decision 0050). */
let t: TestApp;
let client: CognitoIdentityProviderClient;
let org: TestOrganization;

beforeAll(async () => {
  ({ t, client, org } = await startIdentityApp());
});
afterAll(() => stopIdentityApp({ t, client }));

const open = (token: string, app = t.app) =>
  connectSocket(socketUrl(app, { organization: org.id, authorization: token }));

async function accountOf(user: SignedUp): Promise<string> {
  const self = await t.inject({
    method: 'GET',
    url: '/api/login',
    headers: { organization: org.id, authorization: (await signIn(client, org, user)).accessToken },
  });
  return (self.json() as { data: { accounts: { id: string }[] } }).data.accounts[0]!.id;
}

/** The socket answers a ping: it is open and served. */
async function expectServed(socket: Awaited<ReturnType<typeof open>>): Promise<void> {
  socket.ws.send('ping');
  expect(await socket.next()).toBe('pong');
}

describe('a live socket of a revoked session', () => {
  it('closes on GlobalSignOut, every socket of the user, with its access or id token; a new one is refused', async () => {
    const user = await confirmedUser(t, client, org);
    const phone = await signIn(client, org, user);
    const laptop = await signIn(client, org, user);
    const sockets = [await open(phone.accessToken), await open(laptop.idToken)];
    for (const socket of sockets) await expectServed(socket);

    await client.send(new GlobalSignOutCommand({ AccessToken: laptop.accessToken }));

    for (const socket of sockets) expect(await socket.closed).toEqual(REVOKED_CLOSE);
    const refused = await refusedUpgrade(
      socketUrl(t.app, { organization: org.id, authorization: phone.accessToken }),
    );
    expect(refused.status).toBe(401);
  });

  it('closes on RevokeToken only the sockets of tokens minted from that refresh token', async () => {
    const user = await confirmedUser(t, client, org);
    const revoked = await signIn(client, org, user);
    const kept = await signIn(client, org, user);
    const gone = await open(revoked.accessToken);
    const stays = await open(kept.accessToken);
    await expectServed(gone);

    await client.send(
      new RevokeTokenCommand({ Token: revoked.refreshToken, ClientId: org.clientId }),
    );

    expect(await gone.closed).toEqual(REVOKED_CLOSE);
    await expectServed(stays);
    await stays.close();
  });

  it('closes on a password change (every token of the login is revoked)', async () => {
    const user = await confirmedUser(t, client, org);
    const session = await signIn(client, org, user);
    const socket = await open(session.accessToken);
    await expectServed(socket);
    await client.send(
      new ChangePasswordCommand({
        AccessToken: session.accessToken,
        PreviousPassword: user.password,
        ProposedPassword: 'An0ther-password!',
      }),
    );
    expect(await socket.closed).toEqual(REVOKED_CLOSE);
  });

  it('closes at its next check when the announcement was lost (revoked in the database only)', async () => {
    const node = await buildApp({
      services: t.runtime.services,
      plugins: [liveSocket({ revalidateMs: 200 })],
    });
    await node.listen({ port: 0, host: '127.0.0.1' });
    try {
      const user = await confirmedUser(t, client, org);
      const session = await signIn(client, org, user);
      const socket = await open(session.accessToken, node);
      await expectServed(socket);
      const [login] = await t.runtime.services.db
        .select({ id: logins.id })
        .from(logins)
        .where(eq(logins.email, user.email));
      // As another node would, without telling this one's bus.
      await revokeEveryToken(t.runtime.services.db, login!.id);
      expect(await socket.closed).toEqual(REVOKED_CLOSE);
    } finally {
      await node.close();
    }
  });

  it("serves a socket opened with the id token the account's messages", async () => {
    const user = await confirmedUser(t, client, org);
    const accountId = await accountOf(user);
    const session = await signIn(client, org, user);
    for (const token of [session.idToken, `Bearer ${session.idToken}`]) {
      const socket = await open(token);
      const bus = t.runtime.services.bus;
      await untilSubscribed(bus, socket, org.id, accountId);
      await publishToAccount({ bus }, org.id, accountId, { type: 'hello', body: 1 });
      expect(await socket.nextMessage()).toEqual({ type: 'hello', body: 1 });
      await socket.close();
    }
    // A refresh token is no way in.
    const refused = await refusedUpgrade(
      socketUrl(t.app, { organization: org.id, authorization: session.refreshToken }),
    );
    expect(refused).toMatchObject({
      status: 401,
      body: { message: 'An access token or an ID token is required' },
    });
  });
});
