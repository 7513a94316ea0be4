import {
  ConfirmSignUpCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, identityCodes, loginAccounts, logins } from '../db/schema/index';
import { uniqueName, type TestApp, type TestOrganization } from '../test/harness';
import {
  confirmedUser,
  failure,
  latestCode,
  signIn,
  signUp,
  STRONG_PASSWORD,
  startIdentityApp,
  stopIdentityApp,
} from '../test/identity-support';
import { createSignUp } from './sign-up';

let t: TestApp;
let client: CognitoIdentityProviderClient;
let org: TestOrganization;

beforeAll(async () => {
  ({ t, client, org } = await startIdentityApp());
});
afterAll(() => stopIdentityApp({ t, client }));

function signUpCommand(
  fields: { email: string; username?: string; password?: string; clientId?: string },
  extra: { Name: string; Value: string }[] = [],
) {
  return new SignUpCommand({
    ClientId: fields.clientId ?? org.clientId,
    Username: fields.email,
    Password: fields.password ?? STRONG_PASSWORD,
    UserAttributes: [
      { Name: 'email', Value: fields.email },
      ...(fields.username ? [{ Name: 'preferred_username', Value: fields.username }] : []),
      ...extra,
    ],
  });
}

describe('SignUp', () => {
  it('creates an unconfirmed login with its primary account and mails a 6-digit code', async () => {
    const username = uniqueName('maker');
    const email = `Mixed.${username}@Example.test`;
    const result = await client.send(
      signUpCommand({ email, username }, [
        { Name: 'given_name', Value: 'Ada' },
        { Name: 'family_name', Value: 'Lovelace' },
      ]),
    );
    expect(result.$metadata.httpStatusCode).toBe(200);
    expect(result.UserConfirmed).toBe(false);
    expect(result.CodeDeliveryDetails).toEqual({
      Destination: 'm***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });

    const db = t.runtime.services.db;
    const [login] = await db.select().from(logins).where(eq(logins.sub, result.UserSub!));
    expect(login).toMatchObject({
      organizationId: org.id,
      email: email.toLowerCase(),
      confirmed: false,
    });
    expect(login!.passwordHash).toMatch(/^scrypt\$/);
    const [link] = await db
      .select({ primary: loginAccounts.primary, account: accounts })
      .from(loginAccounts)
      .innerJoin(accounts, eq(accounts.id, loginAccounts.accountId))
      .where(eq(loginAccounts.loginId, login!.id));
    expect(link).toMatchObject({
      primary: true,
      account: { username, firstName: 'Ada', lastName: 'Lovelace', organizationId: org.id },
    });

    const [mail] = await t.outboxMail(email);
    const code = mail!.meta!.code!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.subject).toMatch(/^Your Test .+ confirmation code$/);
    expect(mail!.text).toContain(`confirmation code is ${code}`);
    expect(mail!.text).toContain('24 hours');
    const [stored] = await db
      .select()
      .from(identityCodes)
      .where(eq(identityCodes.loginId, login!.id));
    expect(stored!.purpose).toBe('confirm');
    expect(stored!.codeHash).not.toContain(code);
    const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(ttl).toBe(24 * 60 * 60 * 1000);
  });

  it('lets the same email sign up independently in two organizations', async () => {
    const other = await t.createOrganization();
    const email = `${uniqueName('twice')}@example.test`;
    const first = await signUp(t, client, org, { email });
    const second = await signUp(t, client, other, { email });
    expect(first.sub).not.toBe(second.sub);
    const rows = await t.runtime.services.db.select().from(logins).where(eq(logins.email, email));
    expect(rows.map((row) => row.organizationId).sort()).toEqual([org.id, other.id].sort());
    expect(await t.outboxMail(email)).toHaveLength(2);
  });

  it('answers an email already signed up, confirmed or not, as a new sign-up and mails it instead', async () => {
    const pending = await signUp(t, client, org);
    const first = await client.send(
      signUpCommand({ email: pending.email, username: uniqueName() }),
    );
    expect(first).toMatchObject({
      UserConfirmed: false,
      CodeDeliveryDetails: { Destination: 'm***@e***' },
    });
    expect(first.UserSub).not.toBe(pending.sub);
    const confirmed = await confirmedUser(t, client, org);
    const again = await client.send(
      signUpCommand({ email: confirmed.email.toUpperCase(), username: uniqueName() }),
    );
    expect(again.UserConfirmed).toBe(false);
    const [notice] = await t.outboxMail(confirmed.email);
    expect(notice!.subject).toMatch(/^Someone tried to sign up to Test .+ with your email$/);
    expect(notice!.text).toContain('reset your password');
    // Still one login per email.
    const rows = await t.runtime.services.db
      .select()
      .from(logins)
      .where(eq(logins.email, confirmed.email));
    expect(rows).toHaveLength(1);
  });

  it('refuses a username already taken in the organization, and allows it in another', async () => {
    const taken = await signUp(t, client, org);
    const email = `${uniqueName('late')}@example.test`;
    expect(
      await failure(client.send(signUpCommand({ email, username: taken.username }))),
    ).toMatchObject({
      name: 'InvalidParameterException',
      message: 'Username already taken',
    });
    expect(await t.outboxMail(email)).toHaveLength(0);
    const other = await t.createOrganization();
    await expect(
      signUp(t, client, other, { email, username: taken.username }),
    ).resolves.toBeTruthy();
  });

  it('lets the unique indexes settle sign-ups that raced past the checks', async () => {
    const organization = (await t.app.organizations.byIdOrUndefined(org.id))!;
    const ctx = { services: t.runtime.services, clientAddress: '127.0.0.1', now: new Date() };
    const fields = (email: string, username: string) => ({
      email,
      username,
      firstName: null,
      lastName: null,
      passwordHash: 'scrypt$10$8$1$c2FsdA$aGFzaA',
      locale: 'en',
    });
    const email = `${uniqueName('race')}@example.test`;
    await createSignUp(ctx, organization, fields(email, uniqueName('race')));
    await expect(
      createSignUp(ctx, organization, fields(email, uniqueName('race'))),
    ).rejects.toMatchObject({ type: 'UsernameExistsException' });

    const username = uniqueName('race');
    await createSignUp(ctx, organization, fields(`${uniqueName('a')}@example.test`, username));
    const loserEmail = `${uniqueName('b')}@example.test`;
    await expect(
      createSignUp(ctx, organization, fields(loserEmail, username)),
    ).rejects.toMatchObject({
      type: 'InvalidParameterException',
      message: 'Username already taken',
    });
    // The transaction rolled back: no login, and no mail, for the loser.
    const rows = await t.runtime.services.db
      .select()
      .from(logins)
      .where(eq(logins.email, loserEmail));
    expect(rows).toHaveLength(0);
    expect(await t.outboxMail(loserEmail)).toHaveLength(0);
  });

  it.each([
    ['abcd', 'Username must be at least 5 characters'],
    ['Upper-case', 'Username may only contain lowercase letters, numbers and hyphens'],
    ['-leading', 'Username cannot start or end with a hyphen'],
    ['double--hyphen', 'Username cannot contain consecutive hyphens'],
  ])('validates preferred_username %s per the username rule', async (username, problem) => {
    const email = `${uniqueName('v')}@example.test`;
    expect(await failure(client.send(signUpCommand({ email, username })))).toMatchObject({
      name: 'InvalidParameterException',
      message: `preferred_username: ${problem}`,
    });
    const rows = await t.runtime.services.db.select().from(logins).where(eq(logins.email, email));
    expect(rows).toHaveLength(0);
  });

  it('requires preferred_username and a valid email that matches the email attribute', async () => {
    expect(
      await failure(client.send(signUpCommand({ email: `${uniqueName()}@example.test` }))),
    ).toMatchObject({
      name: 'InvalidParameterException',
      message:
        'Attributes did not conform to the schema: preferred_username: The attribute is required',
    });
    expect(
      await failure(client.send(signUpCommand({ email: 'not-an-email', username: uniqueName() }))),
    ).toMatchObject({
      name: 'InvalidParameterException',
      message: 'Invalid email address format.',
    });
    const mismatch = new SignUpCommand({
      ClientId: org.clientId,
      Username: `${uniqueName()}@example.test`,
      Password: STRONG_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: 'someone-else@example.test' },
        { Name: 'preferred_username', Value: uniqueName() },
      ],
    });
    expect((await failure(client.send(mismatch))).name).toBe('InvalidParameterException');
    const longName = signUpCommand(
      { email: `${uniqueName()}@example.test`, username: uniqueName() },
      [{ Name: 'given_name', Value: 'x'.repeat(81) }],
    );
    expect(await failure(client.send(longName))).toMatchObject({
      name: 'InvalidParameterException',
      message: 'given_name: must be at most 80 characters',
    });
  });

  it.each([
    ['Sh0rt!', 'Password must have length greater than or equal to 8'],
    ['UPPERCASE-ONLY-1', 'Password must have lowercase characters'],
    ['lowercase-only-1', 'Password must have uppercase characters'],
    ['No-digits-here', 'Password must have numeric characters'],
    ['NoSymbols123', 'Password must have symbol characters'],
  ])('enforces the password policy: %s', async (password, problem) => {
    const email = `${uniqueName('p')}@example.test`;
    expect(
      await failure(client.send(signUpCommand({ email, username: uniqueName(), password }))),
    ).toEqual({
      name: 'InvalidPasswordException',
      message: `Password did not conform with policy: ${problem}`,
      status: 400,
    });
  });

  it('answers ResourceNotFoundException for an unknown client id', async () => {
    const result = await failure(
      client.send(
        signUpCommand({
          email: `${uniqueName()}@example.test`,
          username: uniqueName(),
          clientId: 'nope',
        }),
      ),
    );
    expect(result).toMatchObject({
      name: 'ResourceNotFoundException',
      message: 'User pool client nope does not exist.',
    });
  });
});

describe('ConfirmSignUp', () => {
  const confirm = (email: string, code: string) =>
    client.send(
      new ConfirmSignUpCommand({ ClientId: org.clientId, Username: email, ConfirmationCode: code }),
    );

  it('confirms the login with the mailed code, once', async () => {
    const user = await signUp(t, client, org);
    const code = await latestCode(t, user.email);
    const result = await confirm(user.email, code);
    expect(result.$metadata.httpStatusCode).toBe(200);
    const [login] = await t.runtime.services.db
      .select()
      .from(logins)
      .where(eq(logins.sub, user.sub));
    expect(login!.confirmed).toBe(true);
    expect(await failure(confirm(user.email, code))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
    });
    await expect(signIn(client, org, user)).resolves.toBeTruthy();
  });

  it('answers CodeMismatchException for a wrong code and LimitExceededException after 5', async () => {
    const user = await signUp(t, client, org);
    const code = await latestCode(t, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await failure(confirm(user.email, wrong))).toEqual({
        name: 'CodeMismatchException',
        message: 'Invalid verification code provided, please try again.',
        status: 400,
      });
    }
    // Even the right code is refused once the attempts are used up.
    expect(await failure(confirm(user.email, code))).toEqual({
      name: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
      status: 400,
    });
  });

  it('answers ExpiredCodeException once the 24 h have passed', async () => {
    const user = await signUp(t, client, org);
    const code = await latestCode(t, user.email);
    const db = t.runtime.services.db;
    const [login] = await db.select().from(logins).where(eq(logins.sub, user.sub));
    await db
      .update(identityCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(identityCodes.loginId, login!.id), eq(identityCodes.purpose, 'confirm')));
    expect(await failure(confirm(user.email, code))).toMatchObject({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('answers an unknown user with CodeMismatchException, as a wrong code', async () => {
    expect(await failure(confirm(`${uniqueName('ghost')}@example.test`, '123456'))).toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
  });
});

describe('ResendConfirmationCode', () => {
  const resend = (email: string) =>
    client.send(new ResendConfirmationCodeCommand({ ClientId: org.clientId, Username: email }));

  it('mails a new code that replaces the previous one', async () => {
    const user = await signUp(t, client, org);
    const first = await latestCode(t, user.email);
    const result = await resend(user.email);
    expect(result.CodeDeliveryDetails).toEqual({
      Destination: `${user.email[0]}***@e***`,
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const mails = await t.outboxMail(user.email);
    expect(mails).toHaveLength(2);
    const second = await latestCode(t, user.email);
    if (first !== second) {
      expect(
        (
          await failure(
            client.send(
              new ConfirmSignUpCommand({
                ClientId: org.clientId,
                Username: user.email,
                ConfirmationCode: first,
              }),
            ),
          )
        ).name,
      ).toBe('CodeMismatchException');
    }
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: org.clientId,
        Username: user.email,
        ConfirmationCode: second,
      }),
    );
  });

  it('limits codes per login: LimitExceededException after 5 in an hour', async () => {
    const user = await signUp(t, client, org);
    for (let resent = 0; resent < 4; resent += 1) await resend(user.email);
    expect(await failure(resend(user.email))).toEqual({
      name: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
      status: 400,
    });
    expect(await t.outboxMail(user.email)).toHaveLength(5);
  });

  it('refuses confirmed users, and answers unknown ones as known ones, sending nothing', async () => {
    const user = await confirmedUser(t, client, org);
    expect(await failure(resend(user.email))).toMatchObject({
      name: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
    const ghost = `${uniqueName('ghost')}@example.test`;
    expect((await resend(ghost)).CodeDeliveryDetails).toEqual({
      Destination: 'g***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(await t.outboxMail(ghost)).toHaveLength(0);
  });
});
