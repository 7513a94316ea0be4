import { useEffect, useLayoutEffect, useRef } from 'react';

/** How close to the bottom (px) still counts as "reading the latest". */
const NEAR_BOTTOM = 120;

/**
 * Scrolling of a message log that grows at both ends: it opens at the latest message,
 * follows new ones while the reader is at the bottom (or when they are mine), keeps its
 * place when older messages load above, and asks for older ones when the top comes into
 * view (`fetchOlder`).
 */
export function useMessageLog({
  newestKey,
  oldestKey,
  followAlways,
  hasOlder,
  fetchOlder,
}: {
  newestKey: string | undefined;
  oldestKey: string | undefined;
  /** The latest change is mine (sent or being sent): show it whatever the position. */
  followAlways: boolean;
  hasOlder: boolean;
  fetchOlder: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const height = useRef(0);
  const seen = useRef<{ newest?: string; oldest?: string }>({});

  useLayoutEffect(() => {
    const box = container.current;
    if (!box) return;
    const previous = seen.current;
    if (previous.oldest && oldestKey !== previous.oldest && newestKey === previous.newest) {
      // Older messages came in above: stay on what was on screen.
      box.scrollTop += box.scrollHeight - height.current;
    } else if (
      newestKey !== previous.newest &&
      (nearBottom.current || followAlways || !previous.newest)
    ) {
      box.scrollTop = box.scrollHeight;
    }
    seen.current = { newest: newestKey, oldest: oldestKey };
    height.current = box.scrollHeight;
  });

  useEffect(() => {
    const box = container.current;
    if (!box) return;
    const onScroll = () => {
      nearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM;
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => box.removeEventListener('scroll', onScroll);
  }, []);

  const latestFetch = useRef(fetchOlder);
  useEffect(() => {
    latestFetch.current = fetchOlder;
  });
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestFetch.current();
      },
      { root: container.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, oldestKey]);

  return { container, sentinel };
}
