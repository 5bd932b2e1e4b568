/**
 * The shared schemas the account screens check forms and answers with, in a chunk of their own
 * (decision 032): loaded through `load-account-schemas.ts` when a parent first focuses or
 * touches a form, so zod is not part of the account screens' first load. Import the
 * schemas from here only through that loader; importing this module statically puts zod back
 * on the importer's first load.
 */
export {
  loginRequestSchema,
  getMessageBodySchema,
  getParentBodySchema,
  registerRequestSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  resetRequestSchema,
} from '@nestling/shared';
