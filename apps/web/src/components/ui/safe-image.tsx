import { useState, type ComponentProps } from 'react';
import { resolveMediaUrl } from '@/lib/format';

export interface SafeImageProps extends Omit<ComponentProps<'img'>, 'src' | 'onError'> {
  /** A server-relative path such as `/api/files/12`, an absolute URL, or null. */
  src: string | null | undefined;
  /** Shown when there is no `src` or when it fails to load (spec §8.2: broken images). */
  fallbackSrc: string;
}

/**
 * An image that falls back to a placeholder when its source is missing or broken (spec §8.2:
 * "Broken images fall back to a placeholder, a mascot image or a default avatar"). A new `src`
 * is tried again even after an earlier one failed.
 */
export function SafeImage({ src, fallbackSrc, alt = '', className, ...props }: SafeImageProps) {
  const resolved = resolveMediaUrl(src);
  const [failedSrc, setFailedSrc] = useState<string>();
  const shown = resolved && resolved !== failedSrc ? resolved : fallbackSrc;
  return (
    <img
      src={shown}
      alt={alt}
      className={className}
      onError={() => {
        if (shown !== fallbackSrc) setFailedSrc(resolved);
      }}
      {...props}
    />
  );
}
