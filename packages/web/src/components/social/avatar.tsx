import type { BaseAccount } from '@convene/contract';
import { Image } from '../image';

/** First and last name, else the username. */
export function displayName(
  account: Pick<BaseAccount, 'firstName' | 'lastName' | 'username'>,
): string {
  const full = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return full || account.username;
}

const SIZES = {
  small: 'h-8 w-8 text-sm',
  medium: 'h-10 w-10',
  large: 'h-24 w-24 text-3xl',
} as const;

/** An account's picture, or its initial on the brand colour; decorative (the name is always next to it). */
export function Avatar({
  account,
  size = 'medium',
}: {
  account: BaseAccount;
  size?: keyof typeof SIZES;
}) {
  if (account.image)
    return (
      <Image
        src={account.image.uri}
        alt=""
        className={`${SIZES[size]} shrink-0 rounded-full object-cover`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`flex ${SIZES[size]} shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary uppercase`}
    >
      {(account.firstName ?? account.username).slice(0, 1)}
    </span>
  );
}
