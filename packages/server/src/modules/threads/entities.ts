import { THREAD_MESSAGES, type ThreadEntity } from '@convene/contract';
import type { Executor } from '../../db/client';
import { AppError, type FieldError } from '../../lib/app-error';
import type { Scope } from '../../tenancy/scope';
import { existingAccountIds } from './threads.repository';

/**
 * Checks a message's entities against its body (contract THREAD_MESSAGES): each lies
 * within the body (UTF-16 offsets), none overlap, a mention's text starts with `@` and
 * names an account of the organization, a link's text is its url, a hashtag's is `#tag`.
 * 400 with the offending `entities.<i>` field otherwise. Returns the mentioned ids.
 */
export async function validateEntities(
  db: Executor,
  scope: Scope,
  body: string,
  entities: readonly ThreadEntity[],
): Promise<string[]> {
  const errors: FieldError[] = [];
  const fail = (index: number, message: string) =>
    errors.push({ field: `entities.${index}`, message });
  const sorted = entities
    .map((entity, index) => ({ entity, index }))
    .sort((a, b) => a.entity.offset - b.entity.offset);
  let end = 0;
  for (const { entity, index } of sorted) {
    if (entity.offset + entity.length > body.length) {
      fail(index, THREAD_MESSAGES.entityOutOfRange);
      continue;
    }
    if (entity.offset < end) fail(index, THREAD_MESSAGES.entityOverlap);
    end = Math.max(end, entity.offset + entity.length);
    const text = body.slice(entity.offset, entity.offset + entity.length);
    if (entity.type === 'mention' && !text.startsWith('@'))
      fail(index, THREAD_MESSAGES.entityMentionUnknown);
    if (entity.type === 'link' && text !== entity.url)
      fail(index, THREAD_MESSAGES.entityLinkMismatch);
    if (entity.type === 'hashtag' && text !== `#${entity.tag}`)
      fail(index, THREAD_MESSAGES.entityHashtagMismatch);
  }
  const mentioned = [
    ...new Set(entities.flatMap((entity) => (entity.type === 'mention' ? [entity.accountId] : []))),
  ];
  if (errors.length === 0 && mentioned.length > 0) {
    const known = await existingAccountIds(db, scope, mentioned);
    entities.forEach((entity, index) => {
      if (entity.type === 'mention' && !known.has(entity.accountId))
        fail(index, THREAD_MESSAGES.entityMentionUnknown);
    });
  }
  if (errors.length > 0) {
    errors.sort((a, b) => a.field.localeCompare(b.field));
    throw new AppError('VALIDATION', errors[0]?.message, { errors });
  }
  return mentioned;
}
