import { useCallback, useRef } from 'react';
import { MESSAGES } from '@nestling/shared';
import { LazySchema } from '@/lib/api-client';
import type * as AccountSchemaModule from './account-schemas';

/** The schemas of `account-schemas.ts` (loginRequestSchema, parentBodySchema, …). */
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

/** `{ parent }` answers (login, verify e-mail), checked with the shared parentBodySchema. */
export const parentBody = new LazySchema(() =>
  loadAccountSchemas().then((schemas) => schemas.parentBodySchema),
);

/** `{ message }` answers (register, reset, resend), checked with the shared messageBodySchema. */
export const messageBody = new LazySchema(() =>
  loadAccountSchemas().then((schemas) => schemas.messageBodySchema),
);

/**
 * An account form's submit with its schemas: `withSchemas(use, onFailed)` waits for the schemas
 * (at once when the form's focus already loaded them) and runs `use` with them. A second submit
 * while they load is ignored, so a form is never sent twice; when they cannot be loaded, `use`
 * does not run and `onFailed` gets `MESSAGES.common.network`'s text for the form to show.
 * @returns `withSchemas(use, onFailed)`
 */
export function useAccountSchemas(): (
  use: (schemas: AccountSchemas) => void,
  onFailed: (text: string) => void,
) => void {
  const waiting = useRef(false);
  return useCallback((use, onFailed) => {
    if (waiting.current) return;
    waiting.current = true;
    loadAccountSchemas().then(
      (schemas) => {
        waiting.current = false;
        use(schemas);
      },
      () => {
        waiting.current = false;
        onFailed(MESSAGES.common.network);
      },
    );
  }, []);
}
