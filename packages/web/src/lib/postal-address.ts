/** The parts of a postal address as an account saves them (`country`: ISO code or a name). */
export interface PostalAddress {
  address1: string | null;
  address2?: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

type Layout = (parts: Required<Omit<PostalAddress, 'country'>>) => (string | null)[];

const streets = (a: { address1: string | null; address2?: string | null }) => [
  a.address1,
  a.address2 ?? null,
];
const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

/** Springfield, IL 62701 — the Americas, Australia and others that write the state. */
const cityStateZip: Layout = (a) => [...streets(a), a.city, joined(a.state, a.zip)];
/** 414 51 Gothenburg — most of Europe: the postcode before the city, no state. */
const zipCity: Layout = (a) => [...streets(a), joined(a.zip, a.city)];
/** London, SW1A 1AA — the United Kingdom and Ireland: the city, then the postcode. */
const cityZip: Layout = (a) => [...streets(a), a.city, a.zip];
/** 〒100-0001 東京都千代田区… — Japan: the postcode, then the prefecture and city first. */
const japan: Layout = (a) => [a.zip ? `〒${a.zip}` : null, joined(a.state, a.city), ...streets(a)];

const LAYOUTS: Readonly<Record<string, Layout>> = {
  ...Object.fromEntries(['US', 'CA', 'AU', 'NZ', 'MX', 'BR', 'IN'].map((c) => [c, cityStateZip])),
  ...Object.fromEntries(
    [
      'AT',
      'BE',
      'CH',
      'CZ',
      'DE',
      'DK',
      'ES',
      'FI',
      'FR',
      'IT',
      'LU',
      'NL',
      'NO',
      'PL',
      'PT',
      'SE',
    ].map((c) => [c, zipCity]),
  ),
  GB: cityZip,
  IE: cityZip,
  JP: japan,
};

/** The country's name in `locale` for a two-letter code; anything else as it was typed. */
function countryName(country: string | null, locale: string): string | null {
  if (!country) return null;
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

/**
 * An address on one line, in the order its country writes it ("1 Main St, Springfield, IL
 * 62701, United States"; "12 Pier Road, 414 51 Gothenburg, Sweden"), the country named in
 * the page's language. A country without a known layout keeps every part, street first.
 */
export function formatPostalAddress(address: PostalAddress, locale: string): string {
  const code = address.country?.trim().toUpperCase() ?? '';
  const layout = LAYOUTS[code];
  const parts = {
    address1: address.address1,
    address2: address.address2 ?? null,
    city: address.city,
    state: address.state,
    zip: address.zip,
  };
  const lines = layout ? layout(parts) : [...streets(parts), parts.city, parts.state, parts.zip];
  return [...lines, countryName(address.country, locale)].filter(Boolean).join(', ');
}
