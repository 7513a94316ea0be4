import type { ThreadEntity } from '@convene/contract';
import { Fragment, type ReactNode } from 'react';
import { Link } from '../link';
import { LinkPreviewCard } from '../social/link-preview';

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;
const IMAGE_PATTERN = /\.(?:png|jpe?g|gif|webp|avif)(?:\?[^\s]*)?$/i;
const LINK = 'underline underline-offset-2 break-all';

/** The text with its links clickable (nothing is injected as HTML). */
function linked(text: string, keyPrefix: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={`${keyPrefix}${index}`} to={part} className={LINK}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

/**
 * Plain text (an event's description, say) with its http(s) addresses as links: external
 * ones open in a new tab with `rel="noopener noreferrer"`; nothing else (no `javascript:`)
 * becomes a link, and nothing is injected as HTML.
 */
export function LinkedText({ text }: { text: string }) {
  return <>{linked(text, 't')}</>;
}

/** A thread message cut at its entities: mentions to the profile, links out. */
function withEntities(body: string, entities: ThreadEntity[], mentions: Map<string, string>) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const entity of [...entities].sort((a, b) => a.offset - b.offset)) {
    const end = entity.offset + entity.length;
    if (entity.offset < at || end > body.length) continue;
    if (entity.offset > at) parts.push(...linked(body.slice(at, entity.offset), `t${at}-`));
    const text = body.slice(entity.offset, end);
    const username = entity.type === 'mention' ? mentions.get(entity.accountId) : undefined;
    const href =
      entity.type === 'link' ? entity.url : username ? `/accounts/${username}` : undefined;
    parts.push(
      href ? (
        <Link key={`e${entity.offset}`} to={href} className={`${LINK} font-semibold`}>
          {text}
        </Link>
      ) : (
        <Fragment key={`e${entity.offset}`}>
          <strong>{text}</strong>
        </Fragment>
      ),
    );
    at = end;
  }
  if (at < body.length) parts.push(...linked(body.slice(at), `t${at}-`));
  return parts;
}

/**
 * A message's text: links clickable, a picture link shown as the picture, and the first
 * other link previewed with the link preview card the posts use.
 */
export function MessageContent({
  text,
  entities,
  mentions = [],
  preview = true,
}: {
  text: string;
  entities?: ThreadEntity[];
  mentions?: { id: string; username: string }[];
  preview?: boolean;
}) {
  const links = text.match(URL_PATTERN) ?? [];
  const images = links.filter((link) => IMAGE_PATTERN.test(link)).slice(0, 4);
  const firstLink = links.find((link) => !IMAGE_PATTERN.test(link));
  const names = new Map(mentions.map((account) => [account.id, account.username]));
  return (
    <>
      <p className="break-words whitespace-pre-wrap">
        {entities && entities.length > 0 ? withEntities(text, entities, names) : linked(text, 't')}
      </p>
      {images.map((src) => (
        <img
          key={src}
          src={src}
          alt=""
          loading="lazy"
          className="mt-2 max-h-64 max-w-full rounded-lg object-contain"
        />
      ))}
      {preview && firstLink ? <LinkPreviewCard href={firstLink} /> : null}
    </>
  );
}
