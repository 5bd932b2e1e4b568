import type { Kid } from '@nestling/shared';
import { Avatar, type AvatarSize } from '@/components/ui';
import { kidPhotoSrc } from '../utils/format-kid';

export interface KidAvatarProps {
  kid: Pick<Kid, 'photoUrl'>;
  /** 'full' on the kid's own page; 'thumb' (320 px) wherever the photo is small. */
  variant?: 'full' | 'thumb';
  size?: AvatarSize;
  /** Empty (the default) where the kid's name is written next to the photo. */
  alt?: string;
  className?: string;
}

/**
 * A kid's round photo: the app's one Avatar with the kid placeholder as its fallback (no photo,
 * or one that fails to load; spec §8.2), and the thumbnail where the photo is small.
 */
export function KidAvatar({ kid, variant = 'thumb', size, alt = '', className }: KidAvatarProps) {
  return (
    <Avatar
      src={kidPhotoSrc(kid, variant)}
      fallback="kid"
      alt={alt}
      size={size}
      className={className}
    />
  );
}
