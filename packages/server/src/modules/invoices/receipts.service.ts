import type { RequestContext } from '../../context';
import type { Transaction } from '../../db/client';
import { originOf } from '../../lib/site-origin';
import { mailDate, mailMoney } from '../../mail/mail-format';
import { enqueueEmail } from '../../mail/mailer';
import { mailHtml, mailText, type MailMessageId, type MailValues } from '../../mail/render-mail';
import { findAccountById } from '../accounts/index';
import { insertInvoice, lockInvoice } from './invoices.repository';
import type { PaymentReceipts, ReceiptIntent, ReceiptPayment } from '../seams';

/** Providers as a person knows them; `manual` (staff's record) and `free` are said in words. */
const METHOD_NAMES: Readonly<Record<string, string>> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  braintree: 'Braintree',
  authorizenet: 'Authorize.Net',
  test: 'Test gateway',
};

type MailLine = readonly [MailMessageId, MailValues];

/** How the money was paid or goes back, as one line of the mail: the card, else the provider. */
function methodLine(
  payment: ReceiptPayment,
  ids: { card: MailMessageId; method: MailMessageId; other: MailMessageId },
  values: MailValues,
): MailLine {
  if (payment.last4) return [ids.card, { ...values, last4: payment.last4 }];
  const name = METHOD_NAMES[payment.provider];
  return name ? [ids.method, { ...values, method: name }] : [ids.other, values];
}

/** A mail to the payer in their locale, queued in the transaction that moved the money. */
async function mailPayer(
  tx: Transaction,
  ctx: RequestContext,
  accountId: string,
  compose: (locale: string) => { subject: MailLine; lines: MailLine[] },
  meta: Record<string, string>,
): Promise<void> {
  const account = await findAccountById(tx, ctx.scope, accountId);
  if (!account?.email) return;
  const locale = account.locale ?? ctx.locale;
  const { subject, lines } = compose(locale);
  await enqueueEmail(tx, ctx.organization.id, {
    to: account.email,
    subject: mailText(locale, ...subject),
    text: lines.map((line) => mailText(locale, ...line)).join('\n'),
    html: lines.map((line) => `<p>${mailHtml(locale, ...line)}</p>`).join('\n'),
    meta,
  });
}

/** What was paid for, in words: the intent's description, else what it is. */
function titleOf(intent: ReceiptIntent): string {
  return intent.description?.trim() || intent.purpose;
}

/**
 * The receipt of a capture: a paid invoice listed in `/invoices` (an invoice's own payment
 * needs none: the invoice is paid now) and a mail with the amount, what it paid for and how.
 */
async function receiptCaptured(
  tx: Transaction,
  ctx: RequestContext,
  intent: ReceiptIntent,
  charge: ReceiptPayment,
): Promise<void> {
  const scope = ctx.scope;
  let number: number;
  let title: string;
  if (intent.purpose === 'invoice') {
    const row = await lockInvoice(tx, scope, intent.referenceId);
    if (!row) return;
    number = row.invoice.alternateId;
    title = row.invoice.title;
  } else {
    title = titleOf(intent);
    const lines = [{ name: title, amount: intent.subTotal }];
    if (intent.salesTax > 0) lines.push({ name: 'Sales tax', amount: intent.salesTax });
    const receipt = await insertInvoice(
      tx,
      {
        organizationId: scope.organizationId,
        accountId: intent.accountId,
        title,
        status: 'paid',
        sentDate: charge.at,
        dueDate: charge.at,
        paidAt: charge.at,
        currency: intent.currency,
        intentId: intent.id,
      },
      lines,
    );
    number = receipt.alternateId;
  }
  await mailPayer(
    tx,
    ctx,
    intent.accountId,
    (locale) => ({
      subject: ['receipt.subject', { number, organization: ctx.organization.config.NAME }],
      lines: [
        ['receipt.text', { amount: mailMoney(locale, charge.amount, charge.currency), title }],
        methodLine(
          charge,
          { card: 'receipt.card', method: 'receipt.method', other: 'receipt.other' },
          { date: mailDate(locale, charge.at) },
        ),
        ['receipt.link', { url: `${originOf(ctx)}/invoices` }],
      ],
    }),
    { kind: 'receipt', intentId: intent.id },
  );
}

/** The notice of a refund: how much, for what, and where the money goes back. */
async function refundNotice(
  tx: Transaction,
  ctx: RequestContext,
  intent: ReceiptIntent,
  refund: ReceiptPayment,
): Promise<void> {
  await mailPayer(
    tx,
    ctx,
    intent.accountId,
    (locale) => {
      const amount = mailMoney(locale, refund.amount, refund.currency);
      return {
        subject: ['refund.subject', { amount, organization: ctx.organization.config.NAME }],
        lines: [
          ['refund.text', { amount, title: titleOf(intent) }],
          methodLine(
            refund,
            { card: 'refund.card', method: 'refund.method', other: 'refund.other' },
            {},
          ),
          ['receipt.link', { url: `${originOf(ctx)}/invoices` }],
        ],
      };
    },
    { kind: 'refund', intentId: intent.id },
  );
}

/** Every capture and refund of the payments module, written and mailed here. */
export const paymentReceipts: PaymentReceipts = {
  captured: receiptCaptured,
  refunded: refundNotice,
};
