/** A square icon button of a builder's row (drag handle, move up, move down). */
export const ICON_BUTTON =
  'flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-gray-300 text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40 dark:border-white/20 dark:text-gray-100 dark:hover:bg-white/10';

/**
 * The ↑ and ↓ buttons of the row at `index` in an ordered list of `count` (the keyboard's
 * way to reorder): `onMove(to)` gets the place it goes to; the first cannot go up, the last
 * cannot go down.
 */
export function MoveButtons({
  index,
  count,
  upLabel,
  downLabel,
  onMove,
}: {
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  onMove: (to: number) => void;
}) {
  return (
    <>
      <button
        type="button"
        className={ICON_BUTTON}
        disabled={index === 0}
        aria-label={upLabel}
        onClick={() => onMove(index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        disabled={index === count - 1}
        aria-label={downLabel}
        onClick={() => onMove(index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </>
  );
}
