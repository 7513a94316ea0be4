import type { OrganizationRecord } from '../context';
import { enqueueEmail } from '../mail/mailer';
import { issueCode, requireCodeAllowance, type CodePurpose } from './codes';
import type { IdentityContext } from './identity-context';
import type { LoginRow } from './identity.repository';
import { codeDeliveryDetails, codeMail } from './identity-mail';

/**
 * A new code for the login, mailed through the outbox in the same transaction: the code
 * exists if and only if its mail will go out. Limited per login and hour.
 */
export async function sendCode(
  ctx: IdentityContext,
  organization: OrganizationRecord,
  login: LoginRow,
  purpose: CodePurpose,
) {
  await ctx.services.db.transaction(async (tx) => {
    await requireCodeAllowance(tx, login.id, purpose, ctx.now);
    const code = await issueCode(tx, {
      organizationId: organization.id,
      loginId: login.id,
      purpose,
      now: ctx.now,
    });
    await enqueueEmail(tx, organization.id, codeMail(organization, login.email, purpose, code));
  });
  return { CodeDeliveryDetails: codeDeliveryDetails(login.email) };
}
