import type { OrganizationRecord } from '../context';
import type { EmailPayload } from '../mail/mailer';
import type { CodePurpose } from './codes';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const WORDING: Record<CodePurpose, { what: string; lasts: string; why: string }> = {
  confirm: {
    what: 'confirmation code',
    lasts: '24 hours',
    why: 'Enter it to confirm your email address and finish signing up.',
  },
  reset: {
    what: 'password reset code',
    lasts: '1 hour',
    why: 'Enter it to choose a new password. If you did not ask for this, you can ignore this mail.',
  },
};

/** The mail that carries a confirmation or reset code; `meta.code` lets the log and tests read it. */
export function codeMail(
  organization: Pick<OrganizationRecord, 'config'>,
  to: string,
  purpose: CodePurpose,
  code: string,
): EmailPayload {
  const name = organization.config.NAME;
  const { what, lasts, why } = WORDING[purpose];
  const sentence = `Your ${name} ${what} is ${code}`;
  return {
    to: to.toLowerCase(),
    subject: `Your ${name} ${what}`,
    text: `${sentence}\n\n${why}\nThe code expires in ${lasts}.\n`,
    html: `<p>Your ${escapeHtml(name)} ${what} is <strong>${code}</strong></p><p>${escapeHtml(why)}<br>The code expires in ${lasts}.</p>`,
    meta: { code, purpose },
  };
}

/** `m***@e***`: enough for the user to recognise the address, not to read it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function codeDeliveryDetails(email: string) {
  return {
    Destination: maskEmail(email),
    DeliveryMedium: 'EMAIL' as const,
    AttributeName: 'email' as const,
  };
}
