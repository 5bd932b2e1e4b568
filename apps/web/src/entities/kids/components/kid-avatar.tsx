import type { Kid } from '@nestling/shared';
import kidAvatarUrl from '@/assets/kid-avatar.svg';
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
 * A kid's round photo, or the kid placeholder when there is none or it fails to load (spec §8.2:
 * broken images fall back to a default avatar).
 */
export function KidAvatar({ kid, variant = 'thumb', size, alt = '', className }: KidAvatarProps) {
  return (
    <Avatar
      src={kidPhotoSrc(kid, variant)}
      fallbackSrc={kidAvatarUrl}
      alt={alt}
      size={size}
      className={className}
    />
  );
}
