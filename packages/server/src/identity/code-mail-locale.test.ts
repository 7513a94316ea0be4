import {
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/index';
import { uniqueName, type TestApp, type TestOrganization } from '../test/harness';
import { confirmedUser, signUp, startIdentityApp, stopIdentityApp } from '../test/identity-support';

let t: TestApp;
let client: CognitoIdentityProviderClient;
let org: TestOrganization;

beforeAll(async () => {
  ({ t, client, org } = await startIdentityApp());
});
afterAll(() => stopIdentityApp({ t, client }));

const signUpIn = (locale: string) =>
  signUp(t, client, org, { username: uniqueName('lang'), locale });

describe('code mails in the recipient’s language', () => {
  it('mails the sign-up code in French to a sign-up made in French, and saves the locale', async () => {
    const { email, username } = await signUpIn('fr');
    const [mail] = await t.outboxMail(email);
    const code = mail!.meta!.code!;
    expect(mail!.meta!.locale).toBe('fr');
    expect(mail!.subject).toMatch(/^Votre code de confirmation Test .+$/);
    expect(mail!.text).toContain(`Votre code de confirmation Test`);
    expect(mail!.text).toContain(`est ${code}`);
    expect(mail!.text).toContain('Le code expire dans 24 heures.');
    expect(mail!.html).toContain(`<strong>${code}</strong>`);
    const [account] = await t.runtime.services.db
      .select({ locale: accounts.locale })
      .from(accounts)
      .where(and(eq(accounts.organizationId, org.id), eq(accounts.username, username)));
    expect(account?.locale).toBe('fr');

    // A resend asked for in English still follows the account's saved locale.
    await client.send(
      new ResendConfirmationCodeCommand({
        ClientId: org.clientId,
        Username: email,
        ClientMetadata: { locale: 'en' },
      }),
    );
    const [resent] = await t.outboxMail(email);
    expect(resent!.subject).toMatch(/^Votre code de confirmation/);
  });

  it('falls back to the organization’s default locale for a locale it does not offer', async () => {
    const { email } = await signUpIn('it');
    const [mail] = await t.outboxMail(email);
    expect(mail!.meta!.locale).toBe('en');
    expect(mail!.subject).toMatch(/^Your Test .+ confirmation code$/);
  });

  it('mails the password reset code in the account’s saved locale', async () => {
    const user = await confirmedUser(t, client, org);
    await t.runtime.services.db
      .update(accounts)
      .set({ locale: 'ja' })
      .where(and(eq(accounts.organizationId, org.id), eq(accounts.username, user.username)));
    await client.send(new ForgotPasswordCommand({ ClientId: org.clientId, Username: user.email }));
    const [mail] = await t.outboxMail(user.email);
    expect(mail!.meta).toMatchObject({ purpose: 'reset', locale: 'ja' });
    expect(mail!.subject).toMatch(/のパスワード再設定コード$/);
    expect(mail!.text).toContain(`${mail!.meta!.code} です`);
  });
});
