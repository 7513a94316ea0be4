import { interestQueries, useInterest, useInterestActivities } from '@convene/client';
import type { Activity } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { PageMeta, PrefetchContext } from '../../app/area';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { ActivityCard } from '../../components/social/activity-card';
import { pagedList } from '../../components/social/paged';

export function interestPrefetch({ queryClient, api, params }: PrefetchContext) {
  return queryClient.prefetchQuery(interestQueries.detail(api, params.interest ?? ''));
}

export function interestMeta({
  queryClient,
  api,
  params,
  intl,
}: PrefetchContext): PageMeta | undefined {
  const interest = queryClient.getQueryData(
    interestQueries.detail(api, params.interest ?? '').queryKey,
  );
  return interest
    ? { title: intl.formatMessage({ id: 'interests.heading' }, { name: interest.name }) }
    : undefined;
}

/** /interests/:interest: posts tagged with the interest, newest first. */
export function InterestPage() {
  const intl = useIntl();
  const key = useParams().interest ?? '';
  const interest = useInterest(key);
  const list = pagedList<Activity>(useInterestActivities(key));
  if (interest.error) throw interest.error;
  return (
    <Page
      title={
        interest.data
          ? intl.formatMessage({ id: 'interests.heading' }, { name: interest.data.name })
          : '…'
      }
      width="narrow"
    >
      <List
        {...list}
        keyOf={(activity) => activity.id}
        renderItem={(activity) => <ActivityCard activity={activity} />}
        empty={intl.formatMessage({ id: 'interests.activities.empty' })}
        label={intl.formatMessage({ id: 'interests.activities.label' })}
      />
    </Page>
  );
}
