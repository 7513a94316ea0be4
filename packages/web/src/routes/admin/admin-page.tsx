import { useLogin } from '@convene/client';
import { useIntl } from 'react-intl';
import { useAdminLinks } from '../../app/admin-links';
import { ProblemPage } from '../../app/problem-page';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { Skeleton } from '../../components/skeleton';

/** /admin — the administrators' screens of the organization's enabled areas. */
export function AdminPage() {
  const intl = useIntl();
  const links = useAdminLinks();
  const login = useLogin();
  const title = intl.formatMessage({ id: 'admin.title' });
  if (login.error) return <ProblemPage error={login.error} />;
  if (!login.data) {
    return (
      <Page title={title}>
        <Skeleton className="h-24 w-full" />
      </Page>
    );
  }
  if (!login.data.admin) {
    return (
      <Page title={title}>
        <EmptyState
          title={intl.formatMessage({ id: 'admin.notAdmin' })}
          body={intl.formatMessage({ id: 'admin.notAdminBody' })}
        />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <p className="mb-6 text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: 'admin.intro' })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.path}>
            <Card className="h-full p-4">
              <h2 className="font-semibold">
                <Link to={link.path} className="hover:underline">
                  {intl.formatMessage({ id: link.label })}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                {intl.formatMessage({ id: link.description })}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
