import { forwardRef, type AnchorHTMLAttributes } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';
import { useLocale } from '../i18n/locale-context';

const isInternal = (to: string) => to.startsWith('/') && !to.startsWith('//');

/**
 * A link inside the app: an app path ('/groups/x') gets the current locale prefix;
 * anything else is a plain anchor (external links open in a new tab).
 */
export const Link = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { to: string }>(
  function Link({ to, ...rest }, ref) {
    const { localize } = useLocale();
    if (!isInternal(to)) {
      const external = /^https?:/.test(to);
      return (
        <a
          ref={ref}
          href={to}
          {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        />
      );
    }
    return <RouterLink ref={ref} to={localize(to)} {...rest} />;
  },
);

/** A navigation link that knows whether it is the current page (aria-current). */
export const NavLink = forwardRef<HTMLAnchorElement, Omit<NavLinkProps, 'to'> & { to: string }>(
  function NavLink({ to, ...rest }, ref) {
    const { localize } = useLocale();
    return <RouterNavLink ref={ref} to={localize(to)} {...rest} />;
  },
);
