import { SOCIAL_LINK_FIELDS, type Account, type SocialLinkField } from '@convene/contract';
import { useIntl } from 'react-intl';
import { Link } from '../../components/link';

/** Where a bare handle lives on each network (Discord handles have no public page). */
const PROFILE_BASE: Record<SocialLinkField, string | null> = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  linkedIn: 'https://www.linkedin.com/in/',
  twitter: 'https://x.com/',
  tikTok: 'https://www.tiktok.com/@',
  youtube: 'https://www.youtube.com/@',
  discord: null,
};

/** The address a saved link or handle opens: only http(s) URLs, never another scheme. */
export function socialLinkHref(field: SocialLinkField, value: string): string | null {
  if (/^https?:\/\//i.test(value)) return value;
  const base = PROFILE_BASE[field];
  return base ? base + encodeURIComponent(value.replace(/^@/, '')) : null;
}

/** An account's social links, as links (or plain text for a handle without a page). */
export function SocialLinks({ account }: { account: Account }) {
  const intl = useIntl();
  const links = SOCIAL_LINK_FIELDS.flatMap((field) => {
    const value = account[field];
    return value ? [{ field, value, href: socialLinkHref(field, value) }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
      aria-label={intl.formatMessage({ id: 'accounts.social.label' })}
    >
      {links.map(({ field, value, href }) => {
        const name = intl.formatMessage({ id: `accounts.social.${field}` });
        return (
          <li key={field}>
            {href ? (
              <Link to={href} className="font-semibold underline">
                {name}
              </Link>
            ) : (
              <span>
                <span className="font-semibold">{name}</span>: {value}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
