import type { BaseActivity } from '@convene/contract';
import { toBaseAccount, type BaseAccountRow } from '../accounts/index';
import type { ActivityRow } from './activities.repository';

/** The short form of an activity (SDK BaseActivity), as a comment embeds its parent. */
export function toBaseActivity(row: ActivityRow & { account: BaseAccountRow }): BaseActivity {
  return {
    id: row.id,
    message: row.message,
    image: row.image ?? null,
    video: row.video ?? null,
    account: toBaseAccount(row.account),
    createdAt: row.createdAt.toISOString(),
  };
}
