import type { OrganizationRecord } from '../context';
import type { EmailPayload } from '../mail/mailer';
import { mailHtml, mailText } from '../mail/render-mail';
import type { CodePurpose } from './codes';

/**
 * The mail that carries a confirmation or reset code, in `locale` (the recipient's, see
 * `codeLocale`); `meta.code` lets the log and tests read it.
 */
export function codeMail(
  organization: Pick<OrganizationRecord, 'config'>,
  to: string,
  purpose: CodePurpose,
  code: string,
  locale: string,
): EmailPayload {
  const values = { organization: organization.config.NAME, code };
  const text = (part: 'subject' | 'code' | 'why' | 'expires') =>
    mailText(locale, `identity.${purpose}.${part}`, values);
  return {
    to: to.toLowerCase(),
    subject: text('subject'),
    text: `${text('code')}\n\n${text('why')}\n${text('expires')}\n`,
    html: `<p>${mailHtml(locale, `identity.${purpose}.code`, values, ['code'])}</p><p>${mailHtml(locale, `identity.${purpose}.why`)}<br>${mailHtml(locale, `identity.${purpose}.expires`)}</p>`,
    meta: { code, purpose, locale },
  };
}

/**
 * The mail a login gets when someone signs up with its email (PreventUserExistenceErrors):
 * sign in, or reset the password. It carries no code.
 */
export function existingLoginMail(
  organization: Pick<OrganizationRecord, 'config'>,
  to: string,
  locale: string,
): EmailPayload {
  const values = { organization: organization.config.NAME };
  const text = (part: 'subject' | 'why' | 'next') =>
    mailText(locale, `identity.existing.${part}`, values);
  return {
    to: to.toLowerCase(),
    subject: text('subject'),
    text: `${text('why')}\n\n${text('next')}\n`,
    html: `<p>${mailHtml(locale, 'identity.existing.why', values)}</p><p>${mailHtml(locale, 'identity.existing.next')}</p>`,
    meta: { purpose: 'existing', locale },
  };
}

/**
 * The language of a code mail: the account's saved locale when the login has one, else the
 * locale the client sent with the request (Cognito `ClientMetadata.locale`), else the
 * organization's default.
 */
export function codeLocale(
  organization: Pick<OrganizationRecord, 'config'>,
  saved: string | null | undefined,
  requested: string | null | undefined,
): string {
  return saved || requestLocale(organization, requested);
}

/** The locale a request asked for when the organization offers it, else the organization's default. */
export function requestLocale(
  organization: Pick<OrganizationRecord, 'config'>,
  requested: string | null | undefined,
): string {
  const { LOCALES, DEFAULT_LOCALE } = organization.config;
  return requested && LOCALES.includes(requested) ? requested : DEFAULT_LOCALE;
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
