export { familySchema } from '@nestling/shared';
