import { hostAttendeeEndpoints as endpoints } from '@convene/contract';
import { answerPage, route } from '../../../lib/endpoint-route';
import {
  announceToAttendees,
  getAnnouncement,
  listAnnouncements,
  sendTestAnnouncement,
} from './announcements.service';
import {
  checkIn,
  getAttendee,
  getPass,
  listAttendees,
  listPasses,
  scanPass,
  undoCheckIn,
} from './attendees.service';
import { getEventEmail, previewEventEmail, setEventEmail } from './emails.service';
import { exportAttendees, listingReport } from './report.service';
import { passSections, setPassResponses } from './responses.service';

export const hostAttendeeRoutes = [
  route(endpoints.attendees, async (ctx, { params, query }) =>
    answerPage(await listAttendees(ctx, params.eventId, query)),
  ),
  route(endpoints.exportAttendees, (ctx, { params }) => exportAttendees(ctx, params.eventId)),
  route(endpoints.attendee, (ctx, { params }) =>
    getAttendee(ctx, params.eventId, params.accountId),
  ),
  route(endpoints.attendeePass, (ctx, { params }) =>
    passSections(ctx, params.eventId, params.accountId, params.passId),
  ),
  route(endpoints.checkIn, (ctx, { params }) =>
    checkIn(ctx, params.eventId, params.accountId, params.passId),
  ),
  route(endpoints.undoCheckIn, (ctx, { params }) =>
    undoCheckIn(ctx, params.eventId, params.accountId, params.passId),
  ),
  route(endpoints.setResponses, (ctx, { params, body }) =>
    setPassResponses(ctx, params.eventId, params.accountId, params.passId, body),
  ),
  route(endpoints.scan, (ctx, { params, body }) => scanPass(ctx, params.eventId, body.token)),
  route(endpoints.passes, async (ctx, { params, query }) =>
    answerPage(await listPasses(ctx, params.eventId, query)),
  ),
  route(endpoints.pass, (ctx, { params }) => getPass(ctx, params.eventId, params.passId)),
  route(endpoints.report, (ctx, { params }) => listingReport(ctx, params.eventId)),
  route(endpoints.announcements, async (ctx, { params, query }) =>
    answerPage(await listAnnouncements(ctx, params.eventId, query)),
  ),
  route(endpoints.announcement, (ctx, { params }) =>
    getAnnouncement(ctx, params.eventId, params.announcementId),
  ),
  route(endpoints.announce, (ctx, { params, body }) =>
    announceToAttendees(ctx, params.eventId, body),
  ),
  route(endpoints.announceTest, (ctx, { params, body }) =>
    sendTestAnnouncement(ctx, params.eventId, body),
  ),
  route(endpoints.email, (ctx, { params }) => getEventEmail(ctx, params.eventId, params.type)),
  route(endpoints.setEmail, (ctx, { params, body }) =>
    setEventEmail(ctx, params.eventId, params.type, body),
  ),
  route(endpoints.previewEmail, (ctx, { params }) =>
    previewEventEmail(ctx, params.eventId, params.type),
  ),
];
