import type { Payment } from '@convene/contract';
import type { RequestContext } from '../../../context';
import { paymentsOfEach } from '../../payments/index';

/**
 * The payments of each registration: its own and those of add-ons bought later for its
 * passes, oldest first (as the attendee's own registration lists them); one query.
 */
export async function paymentsByRegistration(
  ctx: RequestContext,
  registrations: readonly { id: string }[],
  passes: readonly { id: string; registrationId: string }[],
): Promise<Map<string, Payment[]>> {
  const byPurpose = await paymentsOfEach(ctx.db, ctx.scope, {
    registration: registrations.map((registration) => registration.id),
    addOns: passes.map((pass) => pass.id),
  });
  const registered = byPurpose.get('registration');
  const addOns = byPurpose.get('addOns');
  return new Map(
    registrations.map((registration) => {
      const ofPasses = passes
        .filter((pass) => pass.registrationId === registration.id)
        .flatMap((pass) => addOns?.get(pass.id) ?? []);
      const all = [...(registered?.get(registration.id) ?? []), ...ofPasses].sort((a, b) =>
        a.createdAt.localeCompare(b.createdAt),
      );
      return [registration.id, all];
    }),
  );
}
