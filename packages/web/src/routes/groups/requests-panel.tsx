import { useAcceptGroupRequest, useGroupRequests, useRejectGroupRequest } from '@convene/client';
import {
  displayName,
  GROUP_REQUEST_STATUSES,
  type Group,
  type GroupRequestStatus,
} from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { List } from '../../components/list';
import { pagedList } from '../../components/social/paged';
import { PersonRow, Select } from './moderation-parts';

/** The requests tab (moderators): pending or rejected requests to join; accept or reject. */
export function RequestsPanel({ group }: { group: Group }) {
  const intl = useIntl();
  const [status, setStatus] = useState<GroupRequestStatus>('requested');
  const list = useGroupRequests(group.id, { status });
  const accept = useAcceptGroupRequest(group.id);
  const reject = useRejectGroupRequest(group.id);
  const feedback = useActionFeedback();
  return (
    <>
      <Select
        label={intl.formatMessage({ id: 'groups.requests.label' })}
        value={status}
        onChange={setStatus}
        options={GROUP_REQUEST_STATUSES.map((value) => ({
          value,
          label: intl.formatMessage({ id: `groups.requests.filter.${value}` }),
        }))}
      />
      <List
        {...pagedList(list)}
        keyOf={(item) => item.id}
        renderItem={(request) => (
          <PersonRow account={request.account}>
            {request.status === 'requested' ? (
              <>
                <Button
                  size="small"
                  loading={accept.isPending && accept.variables === request.id}
                  onClick={() =>
                    accept.mutate(
                      request.id,
                      feedback({
                        success: 'groups.requests.accepted',
                        values: { name: displayName(request.account) },
                      }),
                    )
                  }
                >
                  {intl.formatMessage({ id: 'groups.requests.accept' })}
                </Button>
                <Button
                  size="small"
                  variant="white"
                  loading={reject.isPending && reject.variables === request.id}
                  onClick={() =>
                    reject.mutate(request.id, feedback({ success: 'groups.requests.rejected' }))
                  }
                >
                  {intl.formatMessage({ id: 'groups.requests.reject' })}
                </Button>
              </>
            ) : (
              <span className="text-sm text-gray-600 dark:text-gray-400">
                {intl.formatMessage({ id: 'groups.requests.status.rejected' })}
              </span>
            )}
          </PersonRow>
        )}
        empty={intl.formatMessage({ id: 'groups.requests.empty' })}
        label={intl.formatMessage({ id: 'groups.requests.label' })}
      />
    </>
  );
}
