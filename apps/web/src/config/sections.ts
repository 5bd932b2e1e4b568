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

/** One section of the app: a dashboard tile (spec §2.9) or a page later issues build. */
export interface Section {
  title: string;
  /** One line saying what the section is for. */
  description: string;
  /** A decorative icon (hidden from screen readers), from the app's one icon set. */
  icon: LucideIcon;
  path: string;
  /** The social layer: a guardian's only, absent from a caregiver's app (issue 24). */
  guardianOnly?: boolean;
}

/** The eight dashboard tiles of spec §1 and §2.9, in the spec's order. */
export const DASHBOARD_SECTIONS: readonly Section[] = [
  {
    title: 'Parent Hub',
    description: 'Your profile, schedule, unread messages and kids at a glance.',
    icon: House,
    path: paths.parentHub,
  },
  {
    title: 'Kids Profile',
    description: "Add and update your children's profiles.",
    icon: Baby,
    path: paths.kidsProfile,
  },
  {
    title: 'Explore Kids',
    description: 'Find friendly kids who share the same interests.',
    icon: Search,
    path: paths.explore,
    guardianOnly: true,
  },
  {
    title: 'Health Tracker',
    description: 'Log mood and sleep, and see the weekly trends.',
    icon: Stethoscope,
    path: paths.health,
  },
  {
    title: 'Achievements',
    description: 'Celebrate milestones and keep certificates safe.',
    icon: Trophy,
    path: paths.achievements,
  },
  {
    title: 'Notifications',
    description: 'Friend requests, reminders and updates in one list.',
    icon: Bell,
    path: paths.notifications,
  },
  {
    title: 'Privacy',
    description: "How Nestling protects your family's data.",
    icon: Lock,
    path: paths.privacy,
  },
  {
    title: 'Messages',
    description: 'Chat and video-call with the families you know.',
    icon: MessageCircle,
    path: paths.messages,
    guardianOnly: true,
  },
];
