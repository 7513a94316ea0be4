import type { Envelope } from '@convene/contract';

/** The `data` of a success envelope. */
export function unwrap<T>(envelope: Envelope<T>): T {
  return envelope.data;
}

/** Awaits a request and returns its `data`: `queryFn: () => dataOf(api.get<Group>(path))`. */
export async function dataOf<T>(request: Promise<Envelope<T>>): Promise<T> {
  return unwrap(await request);
}
