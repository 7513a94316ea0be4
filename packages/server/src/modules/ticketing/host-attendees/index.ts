import type { ServerModule } from '../../server-module';
import { hostAttendeeRoutes } from './host-attendees.routes';
import { sendDueReminders } from './reminders';

/** How often the reminder job looks for events starting within a day. */
const REMINDER_INTERVAL_MS = 10 * 60_000;

/**
 * What hosts and co-hosts do with a listing's people (decision 0022): attendees and
 * passes, check-in at the door (by pass or QR token), the report and CSV export,
 * announcements, and the confirmation, cancellation and reminder mail templates, with the
 * day-before reminder job.
 */
export const hostAttendeesModule: ServerModule = {
  name: 'host-attendees',
  routes: hostAttendeeRoutes,
  jobs: [
    {
      name: 'event-reminders',
      intervalMs: REMINDER_INTERVAL_MS,
      run: (services, now) => sendDueReminders(services, now),
    },
  ],
};

export { sendDueReminders } from './reminders';
