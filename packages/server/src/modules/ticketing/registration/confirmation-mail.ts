import { CURRENCY, displayName, formatDateTimeRange } from '@convene/contract';
import QRCode from 'qrcode';
import type { RequestContext } from '../../../context';
import type { Transaction } from '../../../db/client';
import type { MailAttachment } from '../../../db/schema/index';
import { mailMoney } from '../../../mail/mail-format';
import { enqueueEmail } from '../../../mail/mailer';
import { mailHtml, mailText } from '../../../mail/render-mail';
import { findAccountById } from '../../accounts/index';
import type { EventRow } from '../events/sql';
import { findEventEmailTemplate, renderEventEmail } from '../host-attendees/sql';
import type { Cart } from './cart.repository';
import { calendarProductId, eventEntry, whereOf } from './calendar-entry';
import { calendarFile } from './ics';
import type { Offer } from './offer.repository';
import { passToken } from './pass-token';

/*
 * The registration confirmation, queued in the transaction that registers (sent if and
 * only if it commits), in the attendee's locale: the event, each pass with its QR code
 * (a signed pass token, as a PNG shown inline) and the event as a calendar file.
 */

/**
 * qrcode hands `rendererOpts` to pngjs, which also takes a row filter and a colour type
 * (not in @types/qrcode): a grayscale PNG with one filter for every row is half the bytes
 * and half the time of the defaults.
 */
const PNG_OPTIONS = { deflateLevel: 6, filterType: 2, colorType: 0, inputHasAlpha: true };
const QR_OPTIONS: QRCode.QRCodeToBufferOptions = {
  type: 'png',
  errorCorrectionLevel: 'M',
  width: 320,
  rendererOpts: PNG_OPTIONS,
};

/** When the event is, in its own time zone, as words of `locale` (also the host mail templates'). */
export function whenOf(
  event: Pick<EventRow, 'timezone' | 'eventStart' | 'eventEnd'>,
  locale: string,
): string {
  return formatDateTimeRange(locale, event.eventStart, event.eventEnd, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.timezone,
  });
}

export async function enqueueRegistrationConfirmation(
  tx: Transaction,
  ctx: RequestContext,
  input: { event: EventRow; cart: Cart; offer: Offer; total: number },
): Promise<void> {
  const { event, cart, offer } = input;
  const registration = cart.registration;
  const account = await findAccountById(tx, ctx.scope, registration.accountId);
  const to = account?.email ?? ctx.login?.email;
  if (!to) return;
  const locale = account?.locale ?? ctx.locale;
  const text = (id: Parameters<typeof mailText>[1], values = {}) => mailText(locale, id, values);
  const html = (id: Parameters<typeof mailText>[1], values = {}) => mailHtml(locale, id, values);
  const where = whereOf(event);
  const online = event.eventType === 'physical' ? null : event.meetingUrl;
  const amount = mailMoney(locale, input.total, CURRENCY);

  const attachments: MailAttachment[] = [];
  const passLines: { text: string; html: string }[] = [];
  for (const pass of cart.passes) {
    const token = await passToken(tx, ctx, pass, event);
    const png = await QRCode.toBuffer(token, QR_OPTIONS);
    const cid = `pass-${pass.alternateId}@convene`;
    attachments.push({
      filename: `pass-${pass.alternateId}.png`,
      contentType: 'image/png',
      content: png.toString('base64'),
      cid,
    });
    const values = {
      number: pass.alternateId,
      name: offer.passTypes.get(pass.passTypeId)?.name ?? '',
    };
    passLines.push({
      text: text('registration.confirmation.pass', values),
      html: `<p>${html('registration.confirmation.pass', values)}</p><p><img src="cid:${cid}" width="160" height="160" alt=""></p>`,
    });
  }
  const calendar = calendarFile(
    { ...eventEntry(ctx, event), stamp: ctx.now },
    calendarProductId(ctx),
  );
  attachments.push({
    filename: `${event.slug}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(calendar, 'utf8').toString('base64'),
  });

  const intro = { event: event.name, number: registration.alternateId };
  // The hosts' own confirmation words (decision 0022), when they saved some, lead the mail.
  const template = await findEventEmailTemplate(tx, ctx.scope, event.id, 'confirmation');
  const custom = template?.body
    ? renderEventEmail(template.body, {
        name: account ? displayName(account) : to,
        event: event.name,
        when: whenOf(event, locale),
        where: where || (online ?? ''),
      })
    : null;
  const details = [
    ['registration.confirmation.when', { when: whenOf(event, locale) }],
    ...(where ? [['registration.confirmation.where', { where }]] : []),
    ...(online ? [['registration.confirmation.online', { url: online }]] : []),
    ...(input.total > 0 ? [['registration.confirmation.total', { amount }]] : []),
  ] as [Parameters<typeof mailText>[1], Record<string, string>][];
  await enqueueEmail(tx, ctx.organization.id, {
    to,
    subject: text('registration.confirmation.subject', { event: event.name }),
    ...(template?.replyTo ? { replyTo: template.replyTo } : {}),
    text: [
      custom?.text ?? text('registration.confirmation.intro', intro),
      ...details.map(([id, values]) => text(id, values)),
      '',
      ...passLines.map((line) => line.text),
      '',
      text('registration.confirmation.qr'),
    ].join('\n'),
    html: [
      custom?.html ?? `<p>${html('registration.confirmation.intro', intro)}</p>`,
      ...details.map(([id, values]) => `<p>${html(id, values)}</p>`),
      ...passLines.map((line) => line.html),
      `<p>${html('registration.confirmation.qr')}</p>`,
    ].join('\n'),
    meta: { registrationId: registration.id, eventId: event.id },
    attachments,
  });
}
