import { desc, eq } from 'drizzle-orm';
import { activities, activitySearchDocument } from '../../db/schema/index';
import { accountsAs, displayNameSql } from '../accounts/sql';
import { searchSource } from '../search/sql';
import { activityConditions } from './activities.repository';

const authors = accountsAs('sa');

/**
 * The posts of the platform's search (decision 0070), titled by their author: the
 * top-level posts the caller's lists would show them — a group's posts to its members
 * only, posts about a private channel's contents to its group's members only, none by an
 * account with a block between it and the caller; the newest first among equals.
 */
export const activitySearch = searchSource(
  'activities',
  activities,
  activitySearchDocument,
  (ctx) => ({
    join: { table: authors, on: eq(authors.id, activities.accountId) },
    key: activities.id,
    title: displayNameSql(authors),
    text: activities.message,
    visible: activityConditions({
      scope: ctx.scope,
      viewerId: ctx.account?.id,
      groupRuleLifted: false,
    }),
    then: desc(activities.createdAt),
  }),
);
