import { useInvoice, useInvoiceIntent, useInvoicePdf } from '@convene/client';
import { displayName, type Invoice } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';
import { PayStep } from '../../components/payments/pay-step';
import { formatCalendarDate, formatMoney } from './format';
import { InvoiceStatusBadge } from './invoices-page';
import { PaymentList } from './pass-details';
import { downloadDataUri } from '../../lib/download-data-uri';

/**
 * Printing shows the invoice alone: the app's header, the toasts and the buttons stay off
 * the paper, and colours print as black on white.
 */
const PRINT_CSS = `@media print {
  header, .Toastify, [data-print="hide"] { display: none !important; }
  html, body, #root, main { background: #fff !important; color: #000 !important; }
  [data-print="sheet"] { box-shadow: none !important; border: 0 !important; background: #fff !important; color: #000 !important; }
  [data-print="sheet"] * { color: #000 !important; }
}`;

function Lines({ invoice }: { invoice: Invoice }) {
  const intl = useIntl();
  const money = (cents: number) => formatMoney(intl, cents, invoice.currency);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-gray-200 dark:border-white/10">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {intl.formatMessage({ id: 'events.invoice.item' })}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {intl.formatMessage({ id: 'events.invoice.quantity' })}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {intl.formatMessage({ id: 'events.invoice.unit' })}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              {intl.formatMessage({ id: 'events.invoice.amount' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lineItems.map((line) => (
            <tr key={line.id} className="border-b border-gray-100 dark:border-white/5">
              <td className="py-2 pr-3">
                <span className="block font-medium">{line.name}</span>
                {line.description ? (
                  <span className="block text-gray-600 dark:text-gray-400">{line.description}</span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(line.amount)}</td>
              <td className="py-2 pl-3 text-right tabular-nums">
                {money(line.amount * line.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-semibold">
              {intl.formatMessage({ id: 'events.total' })}
            </th>
            <td className="py-2 pl-3 text-right font-semibold tabular-nums">
              {money(invoice.total)}
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-normal">
              {intl.formatMessage({ id: 'events.invoice.due' })}
            </th>
            <td className="py-1 pl-3 text-right tabular-nums" data-testid="invoice-due">
              {money(invoice.amountDue)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Pay: the billing address, then the intent it makes, then the card. */
function PayInvoice({ invoice }: { invoice: Invoice }) {
  const intl = useIntl();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" data-print="hide">
      <PayStep
        title={intl.formatMessage({ id: 'events.invoice.pay' })}
        continueLabel={intl.formatMessage({ id: 'events.review.toPayment' })}
        withTax={(tax) => intl.formatMessage({ id: 'events.invoice.withTax' }, { tax })}
        payableId={invoice.id}
        useIntent={useInvoiceIntent}
      />
    </Card>
  );
}

/** /invoices/:invoiceId — an invoice: lines, payments, pay it, print it or take the PDF. */
export function InvoicePage() {
  const intl = useIntl();
  const { invoiceId = '' } = useParams();
  const query = useInvoice(invoiceId);
  const pdf = useInvoicePdf(invoiceId);
  const invoice = query.data;
  if (query.isPending) return <ListSkeleton count={2} className="mx-auto max-w-4xl px-4 py-10" />;
  if (!invoice)
    return (
      <Page title={intl.formatMessage({ id: 'events.invoices.title' })}>
        <p role="alert">{query.error?.message}</p>
      </Page>
    );
  const payable = invoice.status === 'sent' && invoice.amountDue > 0;
  return (
    <Page
      title={intl.formatMessage(
        { id: 'events.invoice.title' },
        { number: String(invoice.alternateId) },
      )}
    >
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex flex-wrap gap-2" data-print="hide">
        <Link
          to="/invoices"
          className="inline-flex min-h-11 items-center font-semibold text-primary underline"
        >
          {intl.formatMessage({ id: 'events.invoices.back' })}
        </Link>
        <span className="flex-1" />
        <Button variant="white" onClick={() => window.print()}>
          {intl.formatMessage({ id: 'events.invoice.print' })}
        </Button>
        <Button
          variant="white"
          loading={pdf.isPending}
          onClick={() =>
            pdf.mutate(undefined, { onSuccess: (file) => downloadDataUri(file.name, file.dataUri) })
          }
        >
          {intl.formatMessage({ id: 'events.invoice.pdf' })}
        </Button>
      </div>
      <Card
        className="mb-6 flex flex-col gap-5 p-4 sm:p-6"
        data-print="sheet"
        data-testid="invoice"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm text-gray-600 dark:text-gray-400">{invoice.organization.name}</p>
            <h2 className="text-xl font-semibold">{invoice.title}</h2>
            {invoice.account ? (
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {intl.formatMessage(
                  { id: 'events.invoice.for' },
                  { name: displayName(invoice.account) },
                )}
              </p>
            ) : null}
          </div>
          <InvoiceStatusBadge status={invoice.status} />
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          {invoice.sentDate ? (
            <div>
              <dt className="text-gray-600 dark:text-gray-400">
                {intl.formatMessage({ id: 'events.invoice.sent' })}
              </dt>
              <dd>{formatCalendarDate(intl, invoice.sentDate)}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-gray-600 dark:text-gray-400">
              {intl.formatMessage({ id: 'events.invoice.dueDate' })}
            </dt>
            <dd>{formatCalendarDate(intl, invoice.dueDate)}</dd>
          </div>
          {invoice.paidAt ? (
            <div>
              <dt className="text-gray-600 dark:text-gray-400">
                {intl.formatMessage({ id: 'events.invoice.paidAt' })}
              </dt>
              <dd>{intl.formatDate(invoice.paidAt, { dateStyle: 'medium' })}</dd>
            </div>
          ) : null}
        </dl>
        <Lines invoice={invoice} />
        <PaymentList payments={invoice.payments} />
        {invoice.notes ? <p className="whitespace-pre-wrap text-sm">{invoice.notes}</p> : null}
      </Card>
      {payable ? <PayInvoice invoice={invoice} /> : null}
    </Page>
  );
}
