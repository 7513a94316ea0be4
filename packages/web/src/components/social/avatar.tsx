import { displayName, type BaseAccount } from '@convene/contract';
import { useState } from 'react';

const SIZES = {
  small: { box: 'h-8 w-8 text-sm', pixels: 32 },
  medium: { box: 'h-10 w-10', pixels: 40 },
  large: { box: 'h-24 w-24 text-3xl', pixels: 96 },
} as const;

/**
 * An account's picture; decorative (the name is always next to it). The round box has its
 * size from the first paint and shows the initial on the brand colour until the picture has
 * loaded (or for good, when there is none or it fails): nothing pops in over blank space.
 */
export function Avatar({
  account,
  size = 'medium',
}: {
  account: BaseAccount;
  size?: keyof typeof SIZES;
}) {
  // The address that loaded, or failed: a new picture starts over.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const { box, pixels } = SIZES[size];
  const uri = account.image?.uri;
  const showImage = Boolean(uri) && failed !== uri;
  return (
    <span
      aria-hidden="true"
      className={`relative flex ${box} shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary font-bold text-on-primary uppercase`}
    >
      <span className={showImage && loaded === uri ? 'invisible' : undefined}>
        {displayName(account).slice(0, 1)}
      </span>
      {showImage ? (
        <img
          key={uri}
          src={uri}
          alt=""
          width={pixels}
          height={pixels}
          loading="lazy"
          decoding="async"
          // A picture that loaded before hydration fires no load event React could see.
          ref={(node) => {
            if (node?.complete && node.naturalWidth > 0) setLoaded(node.getAttribute('src'));
          }}
          onLoad={() => setLoaded(uri ?? null)}
          onError={() => setFailed(uri ?? null)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
    </span>
  );
}
