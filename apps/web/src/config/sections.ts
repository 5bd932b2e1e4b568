import {
  Baby,
  Bell,
  House,
  Lock,
  MessageCircle,
  Search,
  Stethoscope,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { paths } from './paths';

/** The sections' names (the dashboard catalogue's `tile.<key>.*`). */
export type SectionKey =
  | 'parentHub'
  | 'kidsProfile'
  | 'explore'
  | 'health'
  | 'achievements'
  | 'notifications'
  | 'privacy'
  | 'messages';

/** One section of the app: a dashboard tile (spec §2.9) or a page later issues build. */
export interface Section {
  /**
   * The section's name in the dashboard catalogue: its tile's title and one-line description
   * are `tile.<key>.title` and `tile.<key>.description` (issue 28).
   */
  key: SectionKey;
  /** A decorative icon (hidden from screen readers), from the app's one icon set. */
  icon: LucideIcon;
  path: string;
  /** The social layer: a guardian's only, absent from a caregiver's app (issue 24). */
  guardianOnly?: boolean;
}

/** The eight dashboard tiles of spec §1 and §2.9, in the spec's order. */
export const DASHBOARD_SECTIONS: readonly Section[] = [
  {
    key: 'parentHub',
    icon: House,
    path: paths.parentHub,
  },
  {
    key: 'kidsProfile',
    icon: Baby,
    path: paths.kidsProfile,
  },
  {
    key: 'explore',
    icon: Search,
    path: paths.explore,
    guardianOnly: true,
  },
  {
    key: 'health',
    icon: Stethoscope,
    path: paths.health,
  },
  {
    key: 'achievements',
    icon: Trophy,
    path: paths.achievements,
  },
  {
    key: 'notifications',
    icon: Bell,
    path: paths.notifications,
  },
  {
    key: 'privacy',
    icon: Lock,
    path: paths.privacy,
  },
  {
    key: 'messages',
    icon: MessageCircle,
    path: paths.messages,
    guardianOnly: true,
  },
];
