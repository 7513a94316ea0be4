import { useGroupBlocks, useUnblockGroupMember } from '@convene/client';
import { displayName, type Group } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { List } from '../../components/list';
import { pagedList } from '../../components/social/paged';
import { PersonRow } from './moderation-parts';

/** The blocked tab (moderators): blocked accounts, each with unblock. */
export function BlockedPanel({ group }: { group: Group }) {
  const intl = useIntl();
  const list = useGroupBlocks(group.id);
  const unblock = useUnblockGroupMember(group.id);
  const feedback = useActionFeedback();
  return (
    <List
      {...pagedList(list)}
      keyOf={(item) => item.accountId}
      renderItem={(block) => (
        <PersonRow account={block.account}>
          <Button
            size="small"
            variant="white"
            loading={unblock.isPending && unblock.variables === block.accountId}
            onClick={() =>
              unblock.mutate(
                block.accountId,
                feedback({
                  success: 'groups.blocked.unblocked',
                  values: { name: displayName(block.account) },
                }),
              )
            }
          >
            {intl.formatMessage({ id: 'groups.blocked.unblock' })}
          </Button>
        </PersonRow>
      )}
      empty={intl.formatMessage({ id: 'groups.blocked.empty' })}
      label={intl.formatMessage({ id: 'groups.blocked.label' })}
    />
  );
}
