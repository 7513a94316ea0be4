import type { ServerModule } from '../server-module';
import { couponPurpose, registrationPurpose } from './checkout.service';
import { sweepLapsedHolds } from './holds.service';
import { registrationRoutes } from './registration.routes';

/** How often the sweeper gives back the capacity of lapsed carts (correctness needs none). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The registration cart (`/self/events/{id}/registration`): passes, packages, add-ons,
 * rooms, answers and coupons, held for a while and never oversold (decision 0014); paid
 * through the payments module (`registration` and `coupon` purposes) or submitted free.
 */
export const registrationModule: ServerModule = {
  name: 'registration',
  routes: registrationRoutes,
  paymentPurposes: { registration: registrationPurpose, coupon: couponPurpose },
  jobs: [
    {
      name: 'registration-holds',
      intervalMs: SWEEP_INTERVAL_MS,
      run: (services, now) => sweepLapsedHolds(services, now),
    },
  ],
};

/** The QR token of a pass, for check-in. */
export { verifyPassToken, type PassClaims } from './pass-token';
export { releaseLapsedHolds, sweepLapsedHolds } from './holds.service';
