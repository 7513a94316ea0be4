import { CURRENCY } from '@convene/contract';
import type { Transaction } from '../../../db/client';
import { mailMoney } from '../../../mail/mail-format';
import { enqueueEmail } from '../../../mail/mailer';
import { mailHtml, mailText, type MailMessageId, type MailValues } from '../../../mail/render-mail';
import { findAccountById } from '../../accounts/index';
import type { PassRow } from './attendee.repository';
import type { AttendeeScope } from './attendee.service';

/**
 * The mail telling the holder their pass is canceled, queued in the cancel's transaction:
 * which pass, and what was refunded (the payments module's refund notice says where to).
 */
export async function enqueuePassCancellation(
  tx: Transaction,
  as: AttendeeScope,
  pass: PassRow,
  refunded: number,
): Promise<void> {
  const account = await findAccountById(tx, as.ctx.scope, as.account.id);
  if (!account?.email) return;
  const locale = account.locale ?? as.ctx.locale;
  const values = {
    event: as.event.name,
    number: pass.alternateId,
    passType: as.offer.passTypes.get(pass.passTypeId)?.name ?? '',
  };
  const lines: [MailMessageId, MailValues][] = [
    ['attendee.cancellation.text', values],
    refunded > 0
      ? ['attendee.cancellation.refunded', { amount: mailMoney(locale, refunded, CURRENCY) }]
      : ['attendee.cancellation.noRefund', {}],
  ];
  await enqueueEmail(tx, as.ctx.scope.organizationId, {
    to: account.email,
    subject: mailText(locale, 'attendee.cancellation.subject', values),
    text: lines.map(([id, line]) => mailText(locale, id, line)).join('\n'),
    html: lines.map(([id, line]) => `<p>${mailHtml(locale, id, line)}</p>`).join('\n'),
    meta: { kind: 'passCanceled', passId: pass.id, eventId: as.event.id },
  });
}
