export { familySchema, familyInvitationSchema } from '@nestling/shared';
