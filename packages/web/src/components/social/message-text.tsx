import { interestSlug, type Activity, type ActivityEntity } from '@convene/contract';
import { Fragment, type ReactNode } from 'react';
import { Link } from '../link';

const TOKEN_PATTERN = /(https?:\/\/[^\s<>"')]+|(?<![\p{L}\p{N}_#])#[\p{L}\p{N}][\p{L}\p{N}_-]*)/gu;
const LINK_CLASS = 'text-primary underline underline-offset-2 dark:text-white';

type MessageParts = Pick<Activity, 'message' | 'entities' | 'interests'>;

/** Bold, italic, underline and strike marks of a span, outermost first. */
function marked(marks: readonly string[], content: ReactNode): ReactNode {
  return marks.reduceRight<ReactNode>((inner, mark) => {
    if (mark === 'bold') return <strong>{inner}</strong>;
    if (mark === 'italic') return <em>{inner}</em>;
    if (mark === 'underline') return <u>{inner}</u>;
    if (mark === 'strike') return <s>{inner}</s>;
    return inner;
  }, content);
}

/** Where an entity links: a mention to the profile, an interest (hashtag) to its page, a link out. */
function hrefOf(entity: ActivityEntity): string | null {
  if (entity.type === 'mention' && entity.account) return `/accounts/${entity.account.username}`;
  if (entity.type === 'interest' && entity.interest) return `/interests/${entity.interest.slug}`;
  if (entity.type === 'link' && entity.href) return entity.href;
  return null;
}

/** The message cut at its entities (the server's spans: mentions, hashtags, links, marks). */
function fromEntities(message: string, entities: ActivityEntity[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  const ordered = [...entities].sort((a, b) => a.startIndex - b.startIndex);
  for (const entity of ordered) {
    if (entity.startIndex < at || entity.endIndex > message.length) continue;
    if (entity.startIndex > at) parts.push(message.slice(at, entity.startIndex));
    const text = message.slice(entity.startIndex, entity.endIndex);
    const href = hrefOf(entity);
    const content = marked(entity.marks, text);
    parts.push(
      href ? (
        <Link key={`e${entity.startIndex}`} to={href} className={LINK_CLASS}>
          {content}
        </Link>
      ) : (
        <Fragment key={`e${entity.startIndex}`}>{content}</Fragment>
      ),
    );
    at = entity.endIndex;
  }
  if (at < message.length) parts.push(message.slice(at));
  return parts;
}

/** Older posts without entities: links, and hashtags of the interests the post is tagged with. */
function fromText(message: string, interests: Activity['interests']): ReactNode[] {
  const slugs = new Set(interests.map((interest) => interest.slug));
  return message.split(TOKEN_PATTERN).map((part, index) => {
    if (index % 2 === 0) return part;
    if (part.startsWith('#')) {
      const slug = interestSlug(part.slice(1));
      return slugs.has(slug) ? (
        <Link key={index} to={`/interests/${slug}`} className={LINK_CLASS}>
          {part}
        </Link>
      ) : (
        part
      );
    }
    return (
      <Link key={index} to={part} className={LINK_CLASS}>
        {part}
      </Link>
    );
  });
}

/**
 * A post's message with its mentions, hashtags and links clickable (text only; nothing is
 * injected as HTML). Hashtags link to their interest page, the same for every interest.
 */
export function MessageText({
  activity,
  className = 'whitespace-pre-wrap break-words text-gray-900 dark:text-gray-100',
}: {
  activity: MessageParts;
  className?: string;
}) {
  const parts =
    activity.entities && activity.entities.length > 0
      ? fromEntities(activity.message, activity.entities)
      : fromText(activity.message, activity.interests);
  return <p className={className}>{parts}</p>;
}
