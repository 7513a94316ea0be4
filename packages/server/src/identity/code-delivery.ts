import type { OrganizationRecord } from '../context';
import { transaction } from '../db/retry';
import { enqueueEmail } from '../mail/mailer';
import { issueCode, requireCodeAllowance, type CodePurpose } from './codes';
import type { IdentityContext } from './identity-context';
import { findPrimaryAccountLocale, type LoginRow } from './identity.repository';
import { codeDeliveryDetails, codeLocale, codeMail } from './identity-mail';

/**
 * A new code for the login, mailed through the outbox in the same transaction: the code
 * exists if and only if its mail will go out. Limited per login and hour. The mail is in
 * the account's saved locale, else the one the request asked for (`ClientMetadata.locale`).
 */
export async function sendCode(
  ctx: IdentityContext,
  organization: OrganizationRecord,
  login: LoginRow,
  purpose: CodePurpose,
  requestedLocale?: string,
) {
  const saved = await findPrimaryAccountLocale(ctx.services.db, login.id);
  const locale = codeLocale(organization, saved, requestedLocale);
  // Retried on a deadlock: issueCode locks the login, then its codes, where a code's
  // redemption (email-sign-in.ts) updates the code, then the login.
  await transaction(ctx.services, async (tx) => {
    await requireCodeAllowance(tx, login.id, purpose, ctx.now);
    const code = await issueCode(tx, {
      organizationId: organization.id,
      loginId: login.id,
      purpose,
      now: ctx.now,
    });
    await enqueueEmail(
      tx,
      organization.id,
      codeMail(organization, login.email, purpose, code, locale),
    );
  });
  return { CodeDeliveryDetails: codeDeliveryDetails(login.email) };
}
