import defaultAvatarUrl from '@/assets/default-avatar.svg';
import kidAvatarUrl from '@/assets/kid-avatar.svg';
import mascotUrl from '@/assets/mascot.svg';
import { cn } from '@/lib/cn';
import { SafeImage } from './safe-image';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const AVATAR_SIZES: Record<AvatarSize, string> = {
  sm: 'size-12',
  md: 'size-16',
  lg: 'size-24',
  xl: 'size-32 sm:size-36',
};

/**
 * What an avatar shows without a photo (spec §2.9, §2.10, §8.2): the default profile picture
 * (a parent in menus and lists), the Nestling mascot (the parent's own profile card) or the kid
 * placeholder.
 */
export const AVATAR_FALLBACKS = {
  person: defaultAvatarUrl,
  mascot: mascotUrl,
  kid: kidAvatarUrl,
} as const;
export type AvatarFallback = keyof typeof AVATAR_FALLBACKS;

export interface AvatarProps {
  /** The photo: a server-relative path such as `/api/files/12`, an absolute URL, or null. */
  src: string | null | undefined;
  /** Shown when there is no photo or it fails to load (default: the default profile picture). */
  fallback?: AvatarFallback;
  /** Empty (the default) where the person's name is written next to the photo. */
  alt?: string;
  size?: AvatarSize;
  className?: string;
}

/**
 * The one avatar of the app (issue 9): a round photo with a soft ring, else the fallback
 * picture; a photo that fails to load falls back too, and a new `src` is tried again (spec
 * §8.2: "Broken images fall back to a placeholder, a mascot image or a default avatar").
 */
export function Avatar({
  src,
  fallback = 'person',
  alt = '',
  size = 'md',
  className,
}: AvatarProps) {
  return (
    <SafeImage
      src={src}
      fallbackSrc={AVATAR_FALLBACKS[fallback]}
      alt={alt}
      className={cn(
        'shrink-0 rounded-full bg-brand-50 object-cover shadow-card ring-2 ring-surface',
        AVATAR_SIZES[size],
        className,
      )}
    />
  );
}
