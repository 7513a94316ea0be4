import { attendeeEndpoints as endpoints } from '@convene/contract';
import { route } from '../../../lib/endpoint-route';
import { addFreeAddOns, addOnsIntent, passAddOns } from './add-ons.service';
import {
  getFollowup,
  getFollowups,
  getPassQuestions,
  setFollowup,
  setPassQuestions,
} from './answers.service';
import { getAttendee, getAttendeePass, getAttendeePayment } from './attendee.service';
import { cancelPass } from './cancel.service';
import { transferAccounts, transferLogs, transferPass } from './transfer.service';

export const attendeeRoutes = [
  route(endpoints.registration, (ctx, { params }) => getAttendee(ctx, params.eventId)),
  route(endpoints.payment, (ctx, { params }) =>
    getAttendeePayment(ctx, params.eventId, params.paymentId),
  ),
  route(endpoints.pass, (ctx, { params }) => getAttendeePass(ctx, params.eventId, params.passId)),
  route(endpoints.questions, (ctx, { params }) =>
    getPassQuestions(ctx, params.eventId, params.passId),
  ),
  route(endpoints.setQuestions, (ctx, { params, body }) =>
    setPassQuestions(ctx, params.eventId, params.passId, body),
  ),
  route(endpoints.followups, (ctx, { params }) => getFollowups(ctx, params.eventId, params.passId)),
  route(endpoints.followup, (ctx, { params }) =>
    getFollowup(ctx, params.eventId, params.passId, params.followupId),
  ),
  route(endpoints.setFollowup, (ctx, { params, body }) =>
    setFollowup(ctx, params.eventId, params.passId, params.followupId, body),
  ),
  route(endpoints.transferAccounts, (ctx, { params, query }) =>
    transferAccounts(ctx, params.eventId, params.passId, query.search),
  ),
  route(endpoints.transfer, (ctx, { params, body }) =>
    transferPass(ctx, params.eventId, params.passId, body),
  ),
  route(endpoints.transferLogs, (ctx, { params, query }) =>
    transferLogs(ctx, params.eventId, query),
  ),
  route(endpoints.cancel, (ctx, { params, body }) =>
    cancelPass(ctx, params.eventId, params.passId, body),
  ),
  route(endpoints.addOns, (ctx, { params }) => passAddOns(ctx, params.eventId, params.passId)),
  route(endpoints.addOnsIntent, (ctx, { params, query }) =>
    addOnsIntent(ctx, params.eventId, params.passId, query),
  ),
  route(endpoints.freeAddOns, (ctx, { params, body }) =>
    addFreeAddOns(ctx, params.eventId, params.passId, body),
  ),
];
