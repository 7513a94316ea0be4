/** The browser's current locale, read by the API client's `locale` header. */
export const currentLocale = { value: 'en' };
