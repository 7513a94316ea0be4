import { useInvoices } from '@convene/client';
import type { BaseInvoice, InvoiceStatus } from '@convene/contract';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { pagedList } from '../../components/social/paged';
import { formatCalendarDate, formatMoney } from './format';

const STATUS_TONES: Record<InvoiceStatus, string> = {
  sent: 'bg-amber-100 text-amber-900 dark:bg-amber-400/20 dark:text-amber-100',
  paid: 'bg-green-100 text-green-900 dark:bg-green-400/20 dark:text-green-100',
  void: 'bg-gray-200 text-gray-800 dark:bg-white/10 dark:text-gray-200',
};

/** An invoice's status in the catalogue's words: pending payment, paid, void. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const intl = useIntl();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}
      data-testid="invoice-status"
    >
      {intl.formatMessage({ id: `events.invoice.status.${status}` })}
    </span>
  );
}

function InvoiceRow({ invoice }: { invoice: BaseInvoice }) {
  const intl = useIntl();
  return (
    <Link
      to={`/invoices/${invoice.id}`}
      className="block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      data-testid="invoice-row"
    >
      <Card className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4 hover:shadow-md">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{invoice.title}</p>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {/* A paid one (a receipt among them) is due no more: when it was issued. */}
            {intl.formatMessage(
              {
                id:
                  invoice.status === 'paid'
                    ? 'events.invoice.numberIssued'
                    : 'events.invoice.numberDue',
              },
              {
                number: String(invoice.alternateId),
                date: formatCalendarDate(
                  intl,
                  invoice.status === 'paid'
                    ? (invoice.sentDate ?? invoice.dueDate)
                    : invoice.dueDate,
                ),
              },
            )}
          </p>
        </div>
        <InvoiceStatusBadge status={invoice.status} />
        <span className="font-semibold tabular-nums">
          {formatMoney(intl, invoice.total, invoice.currency)}
        </span>
      </Card>
    </Link>
  );
}

/** /invoices — the acting account's invoices, newest first. */
export function InvoicesPage() {
  const intl = useIntl();
  const query = useInvoices();
  return (
    <Page title={intl.formatMessage({ id: 'events.invoices.title' })}>
      <List
        {...pagedList(query)}
        keyOf={(invoice) => invoice.id}
        renderItem={(invoice) => <InvoiceRow invoice={invoice} />}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'events.invoices.empty' })}
            body={intl.formatMessage({ id: 'events.invoices.empty.body' })}
          />
        }
        label={intl.formatMessage({ id: 'events.invoices.title' })}
      />
    </Page>
  );
}
