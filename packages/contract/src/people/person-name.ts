// Kept apart from account.ts so that code naming a person (the header's account menu, in the
// browser's first script) does not load zod with the account schemas.
import type { BaseAccount } from './account';

/** What names a person: the account's name fields and its username. */
export type NamedAccount = Pick<BaseAccount, 'firstName' | 'lastName' | 'username'>;

/** The first and last name as people write them ("Maya Lindqvist"); '' when neither is set. */
export function fullName(account: Pick<BaseAccount, 'firstName' | 'lastName'>): string {
  return [account.firstName?.trim(), account.lastName?.trim()].filter(Boolean).join(' ');
}

/**
 * How the product names a person wherever people read it (mails, notifications, the
 * header, lists): the full name, else the username ("maya-lindqvist").
 */
export function displayName(account: NamedAccount): string {
  return fullName(account) || account.username;
}
