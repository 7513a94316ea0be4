import type { HTMLAttributes } from 'react';

/** Items side by side, centred vertically, wrapping on narrow screens. */
export function Row({
  className = '',
  gap = 'gap-3',
  wrap = true,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { gap?: string; wrap?: boolean }) {
  return (
    <div {...rest} className={`flex items-center ${wrap ? 'flex-wrap' : ''} ${gap} ${className}`} />
  );
}
