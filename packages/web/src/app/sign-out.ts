import { local, organizationKey } from '../lib/storage';

/** Local storage is cleared when an unauthenticated user is sent away; the language choice is kept. */
export function clearLocalStorageKeepingLocale(organizationId: string): void {
  const key = organizationKey(organizationId, 'locale');
  const locale = local.get(key);
  local.clear();
  if (locale) local.set(key, locale);
}
