// A task module for thread-pool.test.ts: typed, so it only loads through tsx.
import { threadId } from 'node:worker_threads';

export function runTask(task: { text: string; fail?: boolean }): string {
  if (task.fail) throw new Error(`asked to fail on ${task.text}`);
  return `${task.text.toUpperCase()} ${threadId}`;
}
