export type RepeatingJob = { kick: () => void; stop: () => Promise<void> };

/**
 * Runs `job` every `intervalMs` and at once when kicked (the outboxes' workers). Runs never overlap: a kick
 * during a run triggers one more run after it. A failed run goes to `onError` and the next one still comes;
 * `stop` waits for the run under way.
 */
export function startRepeatingJob(
  job: () => Promise<void>,
  intervalMs: number,
  onError: (err: unknown) => void,
): RepeatingJob {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = job()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (again) run();
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    kick: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
