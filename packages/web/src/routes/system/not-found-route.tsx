import { useIntl } from 'react-intl';
import { Link } from '../../components/link';
import { NotFoundContent } from './not-found-page';

/** The catch-all page inside the app layout. */
export function NotFoundRoute() {
  const intl = useIntl();
  return (
    <NotFoundContent
      landmark={false}
      action={
        <Link
          to="/"
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {intl.formatMessage({ id: 'system.notFound.home' })}
        </Link>
      }
    />
  );
}
