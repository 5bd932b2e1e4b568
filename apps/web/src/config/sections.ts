import {
  Baby,
  Bell,
  CalendarDays,
  Handshake,
  House,
  Lock,
  MessageCircle,
  Pencil,
  Search,
  Sparkles,
  Star,
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
  },
];

/** Sections that are not tiles but still have a page (spec §2.1). */
export const OTHER_SECTIONS = {
  kidProfile: {
    title: 'Kid Profile',
    description: "One child's profile, interests and upcoming events.",
    icon: Baby,
  },
  kidEdit: {
    title: 'Edit Kid Profile',
    description: "Update a child's details, interests and photo.",
    icon: Pencil,
  },
  kidAchievements: {
    title: 'Achievements',
    description: "One child's milestones and certificates.",
    icon: Trophy,
  },
  kidHealth: {
    title: 'Health Tracker',
    description: "One child's mood, sleep and health logs.",
    icon: Stethoscope,
  },
  kidCalendar: {
    title: 'Calendar',
    description: "One child's dated events and reminders.",
    icon: CalendarDays,
  },
  myRequests: {
    title: 'My Requests',
    description: 'Friend and meetup requests you sent and received.',
    icon: Handshake,
  },
  subscribe: {
    title: 'Subscription',
    description: 'Start a free trial to unlock AI milestone suggestions.',
    icon: Sparkles,
  },
  premium: {
    title: 'Nestling Premium',
    description: 'Unlimited AI suggestions, advanced analytics, priority support and themes.',
    icon: Star,
  },
} as const satisfies Record<string, Omit<Section, 'path'>>;

/** Looks up a dashboard tile by its path (used by the "coming soon" pages). */
export function dashboardSection(path: string): Section {
  const section = DASHBOARD_SECTIONS.find((item) => item.path === path);
  if (!section) throw new Error(`No dashboard section at ${path}`);
  return section;
}
