import { LazySchema } from '@/lib/api-client';
import type * as AccountSchemaModule from './account-schemas';

/** The schemas of `account-schemas.ts` (loginRequestSchema, getParentBodySchema, …). */
export type AccountSchemas = typeof AccountSchemaModule;

let loading: Promise<AccountSchemas> | undefined;

/**
 * Loads the account screens' shared schemas (and zod with them) once; a failed load (the
 * connection dropped) is tried again on the next call (decision 032).
 * @returns the module of `account-schemas.ts`
 * @throws when the chunk cannot be loaded
 */
export function loadAccountSchemas(): Promise<AccountSchemas> {
  loading ??= import('./account-schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Starts loading the schemas without waiting: an account form calls it when the parent first
 * focuses or touches it, so they are there by the time the form is sent.
 */
export function prefetchAccountSchemas(): void {
  loadAccountSchemas().catch(() => undefined);
}

/** Spread on an account form: starts loading the schemas on its first focus or touch. */
export const loadSchemasOnTouch = {
  onFocus: prefetchAccountSchemas,
  onPointerDown: prefetchAccountSchemas,
} as const;

/** `{ parent }` answers (login, verify e-mail), checked with the shared parentBodySchema (`getParentBodySchema`). */
export const parentBody = new LazySchema(() =>
  loadAccountSchemas().then((schemas) => schemas.getParentBodySchema()),
);

/** `{ message }` answers (register, reset, resend), checked with the shared messageBodySchema (`getMessageBodySchema`). */
export const messageBody = new LazySchema(() =>
  loadAccountSchemas().then((schemas) => schemas.getMessageBodySchema()),
);
