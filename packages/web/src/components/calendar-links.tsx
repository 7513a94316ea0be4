import { useIntl } from 'react-intl';
import {
  googleCalendarHref,
  icsHref,
  outlookCalendarHref,
  type CalendarEvent,
} from '../lib/calendar';

const LINK_CLASS =
  'inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-4 font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:border-white/20 dark:hover:bg-white/10';

/** "Add to calendar": Google Calendar, Outlook on the web, or a calendar file to download. */
export function CalendarLinks({ event, fileName }: { event: CalendarEvent; fileName: string }) {
  const intl = useIntl();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'ui.calendar.label' })}
      className="flex flex-wrap items-center gap-2"
      data-testid="calendar-links"
    >
      <span className="text-sm font-medium text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: 'ui.calendar.label' })}
      </span>
      <a href={googleCalendarHref(event)} target="_blank" rel="noreferrer" className={LINK_CLASS}>
        {intl.formatMessage({ id: 'ui.calendar.google' })}
      </a>
      <a href={outlookCalendarHref(event)} target="_blank" rel="noreferrer" className={LINK_CLASS}>
        {intl.formatMessage({ id: 'ui.calendar.outlook' })}
      </a>
      <a href={icsHref(event)} download={fileName} className={LINK_CLASS}>
        {intl.formatMessage({ id: 'ui.calendar.ics' })}
      </a>
    </div>
  );
}
