import type { FamilyRole } from '@nestling/shared';

/**
 * Every text of the Family screen and the invitation's acceptance screen (issue 24, slice 4),
 * in one place so that issue 28 can translate them. The server's refusals (LAST_GUARDIAN,
 * GUARDIAN_ONLY, the invitation's codes, RATE_LIMITED) come with their own texts
 * (`MESSAGES.family`, `MESSAGES.common`), which the screens show as they are.
 */
export const FAMILY_MESSAGES = {
  title: 'Family',
  description: 'The adults who share your kids, and what each of them can do.',
  backToHub: 'Back to Parent Hub',
  loading: 'Loading your family...',
  loadFailed: 'Could not load your family.',
  roles: {
    guardian: 'Guardian',
    caregiver: 'Caregiver',
  } satisfies Record<FamilyRole, string>,
  /** One line per role, as the invitation mail explains it. */
  roleHints: {
    guardian: 'Everything, including friends and messages, billing and managing the family.',
    caregiver:
      'Sees the kids, their calendar, health and achievements and adds to them; no social features, billing or deletions.',
  } satisfies Record<FamilyRole, string>,
  membersTitle: 'Members',
  you: '(you)',
  onlyYouGuardian:
    'It’s just you so far. Invite a co-parent, a grandparent or a babysitter to share your kids.',
  onlyYou: 'It’s just you so far.',
  joinedOn: (date: string) => `Joined ${date}`,
  makeRole: (role: string) => `Make ${role.toLowerCase()}`,
  makeRoleLabel: (name: string, role: string) => `Make ${role.toLowerCase()}: ${name}`,
  roleChanged: (name: string, role: string) => `${name} is now a ${role.toLowerCase()}.`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from the family`,
  removeTitle: (name: string) => `Remove ${name}?`,
  removeText: (name: string) =>
    `${name} will no longer see your family’s kids. They keep their account, in a family of their own. Records they added stay with your family.`,
  removing: 'Removing...',
  removed: (name: string) => `${name} was removed from the family.`,
  inviteTitle: 'Invite someone',
  inviteText:
    'We’ll e-mail them a link that works once, for 7 days. They can join with an account they have or create one.',
  roleLegend: 'Role',
  invite: 'Send invitation',
  inviting: 'Sending...',
  invited: (email: string) => `Invitation sent to ${email}.`,
  invitationsTitle: 'Pending invitations',
  invitationsEmpty: 'No pending invitations.',
  expiresOn: (date: string) => `Link valid until ${date}`,
  expiredOn: (date: string) => `Link expired on ${date}`,
  resend: 'Resend',
  resendLabel: (email: string) => `Resend the invitation to ${email}`,
  resent: (email: string) => `Invitation sent again to ${email}.`,
  cancel: 'Cancel',
  cancelLabel: (email: string) => `Cancel the invitation to ${email}`,
  cancelled: (email: string) => `Invitation to ${email} cancelled.`,
  leaveTitle: 'Leave the family',
  leaveText:
    'You will no longer see this family’s kids and their records. You keep your account and start a family of your own. The records you added stay with this family.',
  leaveLastGuardian:
    'You are this family’s only guardian: make another member a guardian before you leave.',
  leave: 'Leave family',
  leaveConfirmTitle: 'Leave this family?',
  leaveConfirm: 'Leave',
  leaving: 'Leaving...',
  left: 'You left the family. You now have a family of your own.',
  caregiverNote: 'You are a caregiver in this family. Its guardians invite and manage members.',
  join: {
    title: 'Join a family',
    description: 'You were invited to share a family’s kids on Nestling.',
    noToken: 'This invitation link is not complete. Open the link from the e-mail again.',
    signedOutText:
      'Create your account to join the family that invited you. Already on Nestling? Log in, and you will come back here to accept.',
    loginLink: 'Log in to accept',
    whatItMeansTitle: 'What joining means',
    whatItMeans: [
      'You will see the family’s kids, their calendar, health and achievements, with the role the invitation gives you.',
      'You leave your current family. Its kids and the records in it stay with it.',
      'If you are the last guardian of a family with kids or other members, make another member a guardian first, or delete its kids.',
    ],
    signedInAs: (name: string) => `Signed in as ${name}.`,
    accept: 'Accept and join',
    accepting: 'Joining...',
    joined: 'Welcome to the family!',
    notNow: 'Not now',
  },
} as const;

/** The role's name as the screens show it ("Guardian"). */
export function roleName(role: FamilyRole): string {
  return FAMILY_MESSAGES.roles[role];
}
