import { surveyQueries, useApiClient } from '@convene/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ProblemPage } from '../../app/problem-page';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { pagedList } from '../../components/social/paged';

/** /admin/surveys — the organization's surveys with their counts (administrators). */
export function ManagedSurveysPage() {
  const intl = useIntl();
  const api = useApiClient();
  const query = useInfiniteQuery(surveyQueries.managedList(api, { pageSize: 20 }));
  if (query.error) return <ProblemPage error={query.error} />;
  return (
    <Page title={intl.formatMessage({ id: 'surveys.admin.title' })}>
      <List
        {...pagedList(query)}
        label={intl.formatMessage({ id: 'surveys.admin.title' })}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'surveys.admin.empty' })}
            body={intl.formatMessage({ id: 'surveys.admin.emptyBody' })}
          />
        }
        renderItem={(survey) => (
          <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <h2 className="truncate font-semibold">
                <Link to={`/admin/surveys/${survey.id}`} className="hover:underline">
                  {survey.name}
                </Link>
              </h2>
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {intl.formatMessage(
                  { id: 'surveys.admin.counts' },
                  { submitted: survey.submitted, drafts: survey.drafts },
                )}
              </p>
            </div>
            <Link
              to={`/surveys/${survey.slug}`}
              className="inline-flex min-h-11 items-center text-sm font-medium underline"
            >
              {intl.formatMessage({ id: 'surveys.admin.open' }, { name: survey.name })}
            </Link>
          </Card>
        )}
        keyOf={(survey) => survey.id}
      />
    </Page>
  );
}
