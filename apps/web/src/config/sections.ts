import { paths } from './paths';

/** One section of the app: a dashboard tile (spec §2.9) or a page later issues build. */
export interface Section {
  title: string;
  /** One line saying what the section is for. */
  description: string;
  /** A decorative emoji (hidden from screen readers). */
  emoji: string;
  path: string;
}

/** The eight dashboard tiles of spec §1 and §2.9, in the spec's order. */
export const DASHBOARD_SECTIONS: readonly Section[] = [
  {
    title: 'Parent Hub',
    description: 'Your profile, schedule, unread messages and kids at a glance.',
    emoji: '🏡',
    path: paths.parentHub,
  },
  {
    title: 'Kids Profile',
    description: "Add and update your children's profiles.",
    emoji: '🧒',
    path: paths.kidsProfile,
  },
  {
    title: 'Explore Kids',
    description: 'Find friendly kids who share the same interests.',
    emoji: '🔎',
    path: paths.explore,
  },
  {
    title: 'Health Tracker',
    description: 'Log mood and sleep, and see the weekly trends.',
    emoji: '🩺',
    path: paths.health,
  },
  {
    title: 'Achievements',
    description: 'Celebrate milestones and keep certificates safe.',
    emoji: '🏆',
    path: paths.achievements,
  },
  {
    title: 'Notifications',
    description: 'Friend requests, reminders and updates in one list.',
    emoji: '🔔',
    path: paths.notifications,
  },
  {
    title: 'Privacy',
    description: "How Nestling protects your family's data.",
    emoji: '🔒',
    path: paths.privacy,
  },
  {
    title: 'Messages',
    description: 'Chat and video-call with the families you know.',
    emoji: '💬',
    path: paths.messages,
  },
];

/** Sections that are not tiles but still have a page (spec §2.1). */
export const OTHER_SECTIONS = {
  kidProfile: {
    title: 'Kid Profile',
    description: "One child's profile, interests and upcoming events.",
    emoji: '🧒',
  },
  kidEdit: {
    title: 'Edit Kid Profile',
    description: "Update a child's details, interests and photo.",
    emoji: '✏️',
  },
  kidAchievements: {
    title: 'Achievements',
    description: "One child's milestones and certificates.",
    emoji: '🏆',
  },
  kidHealth: {
    title: 'Health Tracker',
    description: "One child's mood, sleep and health logs.",
    emoji: '🩺',
  },
  kidCalendar: {
    title: 'Calendar',
    description: "One child's dated events and reminders.",
    emoji: '📅',
  },
  myRequests: {
    title: 'My Requests',
    description: 'Friend and meetup requests you sent and received.',
    emoji: '🤝',
  },
  subscribe: {
    title: 'Subscription',
    description: 'Start a free trial to unlock AI milestone suggestions.',
    emoji: '✨',
  },
  premium: {
    title: 'Nestling Premium',
    description: 'Unlimited AI suggestions, advanced analytics, priority support and themes.',
    emoji: '⭐',
  },
} as const satisfies Record<string, Omit<Section, 'path'>>;

/** Looks up a dashboard tile by its path (used by the "coming soon" pages). */
export function dashboardSection(path: string): Section {
  const section = DASHBOARD_SECTIONS.find((item) => item.path === path);
  if (!section) throw new Error(`No dashboard section at ${path}`);
  return section;
}
