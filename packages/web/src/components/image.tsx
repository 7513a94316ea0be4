import { useState, type ImgHTMLAttributes } from 'react';

/**
 * An image that loads lazily and falls back to a neutral tile when it has no source or
 * fails to load. `alt` is required ('' for decorative images).
 */
export function Image({
  src,
  alt,
  className = '',
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { alt: string; src?: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`inline-block bg-gradient-to-br from-primary/30 to-secondary/30 ${className}`}
      />
    );
  }
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      loading={rest.loading ?? 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
