import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay an answer (mail, token bookkeeping whose timing would tell an
 * observer whether an e-mail is registered). Failures are logged; `drain` waits for what is
 * still running, so a graceful shutdown loses nothing.
 */
export function createBackgroundTasks(logger: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>): void {
      const job: Promise<void> = task()
        .catch((error: unknown) =>
          logger.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => running.delete(job));
      running.add(job);
    },
    async drain(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
