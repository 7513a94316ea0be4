import { surveyQueries, useApiClient, useDeleteSurvey } from '@convene/client';
import type { ManagedSurvey } from '@convene/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ProblemPage } from '../../app/problem-page';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { pagedList } from '../../components/social/paged';
import { useConfirmDelete } from '../../components/use-confirm-delete';

const ACTION = 'inline-flex min-h-11 items-center text-sm font-medium underline';

/**
 * /admin/surveys — the organization's surveys with their counts (administrators): a new
 * survey, and for each its results, the builder, the survey itself, and delete (asked first).
 */
export function ManagedSurveysPage() {
  const intl = useIntl();
  const api = useApiClient();
  const query = useInfiniteQuery(surveyQueries.managedList(api, { pageSize: 20 }));
  const confirmDelete = useConfirmDelete<ManagedSurvey>({
    remove: useDeleteSurvey(),
    success: 'surveys.builder.deleted',
  });
  if (query.error) return <ProblemPage error={query.error} />;
  return (
    <Page
      title={intl.formatMessage({ id: 'surveys.admin.title' })}
      actions={
        <Link
          to="/admin/surveys/new"
          className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-medium text-on-primary hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {intl.formatMessage({ id: 'surveys.builder.new' })}
        </Link>
      }
    >
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
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <Link to={`/surveys/${survey.slug}`} className={ACTION}>
                {intl.formatMessage({ id: 'surveys.admin.open' }, { name: survey.name })}
              </Link>
              <Link to={`/admin/surveys/${survey.id}/edit`} className={ACTION}>
                {intl.formatMessage({ id: 'hostProgram.editNamed' }, { name: survey.name })}
              </Link>
              <Button
                variant="white"
                size="small"
                aria-label={intl.formatMessage(
                  { id: 'hostProgram.deleteNamed' },
                  { name: survey.name },
                )}
                onClick={() => confirmDelete.ask(survey)}
              >
                {intl.formatMessage({ id: 'hostProgram.delete' })}
              </Button>
            </div>
          </Card>
        )}
        keyOf={(survey) => survey.id}
      />
      <ConfirmDialog
        {...confirmDelete.dialog}
        title={intl.formatMessage(
          { id: 'hostProgram.deleteTitle' },
          { name: confirmDelete.item?.name ?? '' },
        )}
        body={intl.formatMessage(
          { id: 'surveys.builder.deleteBody' },
          { submitted: confirmDelete.item?.submitted ?? 0 },
        )}
        confirmLabel={intl.formatMessage({ id: 'hostProgram.delete' })}
      />
    </Page>
  );
}
