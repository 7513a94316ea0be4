import { useIntl } from 'react-intl';
import { NavLink } from '../../components/link';

const ENTRIES = [
  { path: '/settings/profile', label: 'settings.nav.profile' },
  { path: '/settings/notifications', label: 'settings.nav.notifications' },
  { path: '/settings/blocked', label: 'settings.nav.blocked' },
  { path: '/settings/password', label: 'settings.nav.password' },
] as const;

/** Links between the settings pages. */
export function SettingsNav() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'settings.nav.label' })} className="mb-6">
      <ul className="flex flex-wrap gap-1">
        {ENTRIES.map((entry) => (
          <li key={entry.path}>
            <NavLink
              to={entry.path}
              className={({ isActive }) =>
                `flex min-h-10 items-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary ${isActive ? 'bg-primary text-on-primary' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-white/10'}`
              }
            >
              {intl.formatMessage({ id: entry.label })}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
