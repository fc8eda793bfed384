/** How the queue asks for a task: calls back later and returns a cancel function. */
export type Schedule = (callback: () => void) => () => void;

/**
 * Runs callbacks one per task, in the order they were added: the hurried ones first, each in a task of its own
 * asked for with `soon` (a timer), the others each in an idle slice asked for with `idle`. The inert demo
 * previews go through one such queue, so that many coming near at once do not make one long task.
 */
export function createOnePerTaskQueue({ soon, idle }: { soon: Schedule; idle: Schedule }) {
  const waiting = new Set<() => void>();
  const hurried = new Set<() => void>();
  let cancelScheduled: (() => void) | null = null;
  const schedule = () => {
    if (cancelScheduled) return;
    if (hurried.size) cancelScheduled = soon(next);
    else if (waiting.size) cancelScheduled = idle(next);
  };
  const next = () => {
    cancelScheduled = null;
    const [first] = hurried.size ? hurried : waiting;
    if (first) {
      hurried.delete(first);
      waiting.delete(first);
      first();
    }
    schedule();
  };
  return {
    /** Queues a callback; returns a function that takes it out again. */
    add(callback: () => void): () => void {
      waiting.add(callback);
      schedule();
      return () => {
        waiting.delete(callback);
        hurried.delete(callback);
      };
    },
    /** Moves a queued callback ahead of the idle ones, to run in the next task the queue gets. */
    hurry(callback: () => void) {
      if (!waiting.has(callback) || hurried.has(callback)) return;
      hurried.add(callback);
      // An idle slice may be far off: ask for a task now.
      cancelScheduled?.();
      cancelScheduled = null;
      schedule();
    },
  };
}
