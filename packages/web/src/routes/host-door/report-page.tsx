import { useListingReport } from '@convene/client';
import type { ListingReport } from '@convene/contract';
import { useIntl } from 'react-intl';
import { ReportSection as Section, Stat } from '../../components/report-parts';
import { ListSkeleton } from '../../components/skeleton';
import type { MessageId } from '../../i18n/catalogue';
import { BarTable, DayChart } from './charts';
import { ExportButton } from './export-button';
import { formatCents, HostDoorFrame, useEventId } from './host-frame';

function Report({ report }: { report: ListingReport }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const money = (cents: number) => formatCents(cents, intl.locale);
  const none = t('hostDoor.report.none');
  const rate = intl.formatNumber(report.checkIn.rate, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat
          label={t('hostDoor.report.registered')}
          value={intl.formatNumber(report.registrations.registered)}
        />
        <Stat
          label={t('hostDoor.report.canceled')}
          value={intl.formatNumber(report.registrations.canceled)}
        />
        <Stat label={t('hostDoor.report.net')} value={money(report.revenue.net)} />
        <Stat label={t('hostDoor.report.checkInRate')} value={rate} />
      </dl>
      <Section title={t('hostDoor.report.overTime')}>
        <DayChart
          title={t('hostDoor.report.overTime')}
          days={report.registrations.overTime}
          empty={none}
        />
      </Section>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section title={t('hostDoor.report.passTypes')}>
          <BarTable
            caption={t('hostDoor.report.passTypes')}
            columns={[
              t('hostDoor.report.passType'),
              t('hostDoor.report.sold'),
              t('hostDoor.report.canceled'),
              t('hostDoor.report.revenue'),
            ]}
            rows={report.passTypes.map((row) => ({
              key: row.id,
              label: row.name,
              value: row.sold,
              extra: [intl.formatNumber(row.canceled), money(row.revenue)],
            }))}
            empty={none}
          />
        </Section>
        <Section title={t('hostDoor.report.revenueTitle')}>
          <dl className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-3">
            <Stat label={t('hostDoor.report.gross')} value={money(report.revenue.gross)} />
            <Stat label={t('hostDoor.report.refunded')} value={money(report.revenue.refunded)} />
            <Stat label={t('hostDoor.report.net')} value={money(report.revenue.net)} />
          </dl>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {intl.formatMessage(
              { id: 'hostDoor.report.checkIn' },
              { checkedIn: report.checkIn.checkedIn, passes: report.checkIn.passes, rate },
            )}
          </p>
        </Section>
        <Section title={t('hostDoor.report.addOns')}>
          <BarTable
            caption={t('hostDoor.report.addOns')}
            columns={[
              t('hostDoor.report.addOn'),
              t('hostDoor.report.sold'),
              t('hostDoor.report.revenue'),
            ]}
            rows={report.addOns.map((row) => ({
              key: row.id,
              label: row.name,
              value: row.sold,
              extra: [money(row.revenue)],
            }))}
            empty={none}
          />
        </Section>
        <Section title={t('hostDoor.report.coupons')}>
          <BarTable
            caption={t('hostDoor.report.coupons')}
            columns={[t('hostDoor.report.coupon'), t('hostDoor.report.used')]}
            rows={report.coupons.map((row) => ({ key: row.id, label: row.code, value: row.used }))}
            empty={none}
          />
        </Section>
      </div>
      <Section title={t('hostDoor.report.questions')}>
        {report.questions.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{none}</p>
        ) : (
          report.questions.map((question) => (
            <div key={question.id} className="flex flex-col gap-2">
              <h3 className="font-semibold">{question.name}</h3>
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {intl.formatMessage(
                  { id: 'hostDoor.report.answered' },
                  { count: question.answered },
                )}
              </p>
              {question.choices.length > 0 ? (
                <BarTable
                  caption={question.name}
                  columns={[t('hostDoor.report.choice'), t('hostDoor.report.answers')]}
                  rows={question.choices.map((choice) => ({
                    key: choice.value,
                    label: choice.value,
                    value: choice.count,
                  }))}
                  empty={none}
                />
              ) : null}
            </div>
          ))
        )}
      </Section>
    </div>
  );
}

/**
 * /host/events/:eventId/report — registrations over time, sales by pass type, add-ons,
 * coupons, revenue and refunds, check-in rate and answers: each chart is also a table.
 */
export function ReportPage() {
  const intl = useIntl();
  const eventId = useEventId();
  const report = useListingReport(eventId);
  return (
    <HostDoorFrame
      section="report"
      title={intl.formatMessage({ id: 'hostDoor.report.title' })}
      actions={<ExportButton eventId={eventId} />}
    >
      {report.data ? <Report report={report.data} /> : <ListSkeleton shape="cards" count={2} />}
    </HostDoorFrame>
  );
}
