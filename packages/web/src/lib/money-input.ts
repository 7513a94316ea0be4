/** A money input's text and integer cents (host and bookings forms). */

/** Money typed as '25', '25.5' or '25,50' → cents; null when it is not an amount. */
export function centsOf(input: string): number | null {
  const text = input.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** Cents as the money input shows them ('25.00'). */
export function amountOf(cents: number): string {
  return (cents / 100).toFixed(2);
}
