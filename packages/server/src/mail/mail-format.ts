/** `make(locale)`, or English's when the runtime does not know the locale's tag. */
export function localeFormatter<T>(make: (locale: string) => T, locale: string): T {
  try {
    return make(locale);
  } catch {
    return make('en');
  }
}

/** An amount of integer cents as the recipient's locale writes money ($30.20, 30,20 $US). */
export function mailMoney(locale: string, cents: number, currency: string): string {
  return localeFormatter(
    (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency }),
    locale,
  ).format(cents / 100);
}

/** A day as the recipient's locale writes it, in UTC (a payment's date). */
export function mailDate(locale: string, at: Date): string {
  return localeFormatter(
    (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
    locale,
  ).format(at);
}
