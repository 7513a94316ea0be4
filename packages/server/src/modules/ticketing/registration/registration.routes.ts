import { registrationEndpoints as endpoints } from '@convene/contract';
import { route } from '../../../lib/endpoint-route';
import { setCartPassResponse, setCartReservations, setCartResponses } from './cart-details.service';
import { applyCartCoupon, removeCartCoupon, setCartAddOns, setCartPasses } from './cart.service';
import { getCartIntent, getCouponIntent, submitCart } from './checkout.service';
import {
  cartAddOns,
  cartQuestions,
  cartRoomTypes,
  registrationView,
  searchQuestionValues,
} from './registration.service';

export const registrationRoutes = [
  route(endpoints.draft, (ctx, { params }) => registrationView(ctx, params.eventId)),
  route(endpoints.passes, (ctx, { params, body }) => setCartPasses(ctx, params.eventId, body)),
  route(endpoints.addOns, (ctx, { params }) => cartAddOns(ctx, params.eventId)),
  route(endpoints.setAddOns, (ctx, { params, body }) => setCartAddOns(ctx, params.eventId, body)),
  route(endpoints.roomTypes, (ctx, { params }) => cartRoomTypes(ctx, params.eventId)),
  route(endpoints.reservations, (ctx, { params, body }) =>
    setCartReservations(ctx, params.eventId, body),
  ),
  route(endpoints.questions, (ctx, { params }) => cartQuestions(ctx, params.eventId)),
  route(endpoints.setResponses, (ctx, { params, body }) =>
    setCartResponses(ctx, params.eventId, body),
  ),
  route(endpoints.setPassResponse, (ctx, { params, body }) =>
    setCartPassResponse(ctx, params.eventId, params, body.response),
  ),
  route(endpoints.applyCoupon, (ctx, { params, body }) =>
    applyCartCoupon(ctx, params.eventId, body),
  ),
  route(endpoints.removeCoupon, (ctx, { params }) => removeCartCoupon(ctx, params.eventId)),
  route(endpoints.intent, (ctx, { params, query }) => getCartIntent(ctx, params.eventId, query)),
  route(endpoints.couponIntent, (ctx, { params, query }) =>
    getCouponIntent(ctx, params.eventId, query),
  ),
  route(endpoints.submit, (ctx, { params, body }) => submitCart(ctx, params.eventId, body)),
  route(endpoints.questionValues, (ctx, { params, query }) =>
    searchQuestionValues(ctx, params.eventId, params.questionId, query),
  ),
];
