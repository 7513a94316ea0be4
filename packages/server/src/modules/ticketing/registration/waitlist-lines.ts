import type { Services } from '../../../context';
import type { WaitlistLine } from '../../seams';

/*
 * Places kept for a waitlist become offers as soon as the transaction that kept them
 * commits (decision 0051). The waitlist module makes them; it depends on this module, so it
 * declares them (`ServerModule.waitlistOffers`) and they come through `Services.seams`.
 */

/** The lines of `passTypeIds` of one organization, each once. */
export function linesOf(organizationId: string, passTypeIds: Iterable<string>): WaitlistLine[] {
  return [...new Set(passTypeIds)].map((passTypeId) => ({ organizationId, passTypeId }));
}

/**
 * Offers the places kept for `lines`, after the commit that kept them. The places stay
 * kept whatever happens here: an offer that fails is made by the waitlist's sweeper.
 */
export async function offerKeptPlaces(
  services: Services,
  now: Date,
  lines: readonly WaitlistLine[],
): Promise<void> {
  const unique = [
    ...new Map(lines.map((line) => [`${line.organizationId}:${line.passTypeId}`, line])).values(),
  ];
  if (unique.length === 0) return;
  await services.seams
    .waitlistOffers(services, now, unique)
    .catch((error: unknown) =>
      services.log.warn({ err: error, lines: unique }, 'waitlist offers of freed places failed'),
    );
}
