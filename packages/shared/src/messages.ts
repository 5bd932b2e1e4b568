/**
 * The product's visible texts (spec §2, §5, §8), written once so the server's validation and
 * the web screens say exactly the same words.
 */
export const MESSAGES = {
  common: {
    unexpected: 'An unexpected server error occurred.',
    canceled: 'Request canceled',
    network: 'Network/CORS error. Ensure API is reachable and CORS_ORIGINS allows this origin.',
    notAuthenticated: 'Please log in to continue.',
    emailNotVerified: 'Please verify your e-mail address first.',
    /** A caregiver's call of what only a guardian may do (issue 24, decision 056). */
    guardianOnly: 'Only a guardian of the family can do this.',
    forbidden: 'You are not allowed to do that.',
    /** A call of a moderation route by an account that is not a moderator (issue 27). */
    moderatorOnly: 'Only a moderator can do this.',
    notFound: 'Not found.',
    xsrf: 'Your session security token is missing or invalid. Reload the page and try again.',
    rateLimited: 'Too many attempts. Please wait a minute and try again.',
    pdfChecksBusy: 'Your earlier PDFs are still being checked. Please try again in a moment.',
    tooLarge: 'The request is too large.',
    invalidInput: 'Some fields are invalid.',
    timeout: 'The server took too long to answer. Please try again.',
  },
  login: {
    required: 'Please enter email and password.',
    failed: 'Login failed. Please try again.',
    invalidCredentials: 'Invalid email or password.',
    /** A suspended account's sign-in with the right password (issue 27, decision 060). */
    accountSuspended:
      'This account is suspended after a report to our moderators. Please contact support if you think this is a mistake.',
    success: 'Login successful!',
    sessionExpired: 'Your session has expired. Please log in again.',
  },
  register: {
    required: 'Please fill in all fields.',
    nameRequired: 'Name is required.',
    emailInvalid: 'Enter a valid email',
    password: 'Password must include uppercase, lowercase, number, symbol, and 8+ characters.',
    passwordTooLong: 'Password must be at most 128 characters.',
    genderRequired: 'Please choose a gender.',
    dobInvalid: 'Enter a valid date of birth.',
    dobFuture: 'Date of birth cannot be in the future.',
    success: 'Verification email sent! Please check your inbox.',
  },
  verify: {
    verifying: 'Verifying...',
    success: 'Email verified! Redirecting to dashboard...',
    invalidToken: 'Invalid or missing token.',
    /** A used link of a parent whose e-mail is verified (issue 9): not an error, they go on. */
    alreadyVerified: 'Your e-mail is already verified.',
    failed: 'Verification failed',
    somethingWrong: 'Something went wrong. Please try again.',
    checkInbox: 'We sent you a verification link. Please check your inbox.',
    resent: 'If your address needs verifying, a new link is on its way.',
    banner: 'Please verify your e-mail address to use Explore Kids, Messages and friend requests.',
  },
  resetRequest: {
    emailInvalid: 'Enter a valid email',
    failed: 'Failed to send reset link',
    success: '📧 Reset link sent to your email.',
  },
  newPassword: {
    invalidToken: 'Invalid or expired reset token.',
    mismatch: 'Passwords do not match.',
    failed: 'Password reset failed',
    network: 'Could not connect to server.',
    success: 'Password updated! Redirecting to login...',
    done: 'Your password has been reset. You can log in now.',
  },
  /** Invitations and membership of a family (issue 24, decision 056). */
  family: {
    roleInvalid: 'Choose guardian or caregiver.',
    invitationNotFound: 'Invitation not found.',
    invitationInvalid: 'This invitation link is not valid. Ask for a new invitation.',
    invitationExpired: 'This invitation has expired. Ask for a new invitation.',
    invitationUsed: 'This invitation has already been used.',
    alreadyMember: 'This person is already a member of your family.',
    alreadyInFamily: 'You are already a member of this family.',
    memberNotFound: 'Member not found.',
    lastGuardianJoin:
      'You are the last guardian of your family. Before joining another family, make another member a guardian, or remove its members and delete its kids.',
    lastGuardianLeave:
      'You are the last guardian of your family. Make another member a guardian first, or delete the family’s kids.',
    lastGuardianRole: 'A family needs a guardian. Make another member a guardian first.',
    removeSelf: 'To leave the family, use Leave family.',
    membershipChanged: 'Your family changed meanwhile. Reload and try again.',
  },
} as const;

/**
 * The Moderation screen's title and the navigation bar's link to it (issue 27): here, in the
 * entry's messages, so the signed-in shell shows the link without the moderation texts' chunk.
 */
export const MODERATION_TITLE = 'Moderation';
