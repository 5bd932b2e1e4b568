/**
 * The password field's own texts, in English (spec §5's rule, the toggle's name): the screens
 * say them in their language through LocalizeContext (the account catalogue has each, issue 28).
 */
export const PASSWORD_FIELD_TEXTS = {
  /** What the strength hint says before anything is typed: the rule of spec §5. */
  rule: 'Use 8+ characters with upper and lower case letters, a number and a symbol.',
  strength: 'Password strength:',
  show: 'Show password',
} as const;
