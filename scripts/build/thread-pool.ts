// Worker threads for the build's CPU-bound JavaScript (TypeScript's compiler API, Prettier, Prism, React's renderer).
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** A module a pool's threads load: it exports `runTask`, called once per task posted to the thread. */
export interface TaskModule<Task, Result> {
  runTask(task: Task): Promise<Result> | Result;
}

type Reply = { id: number; result: unknown } | { id: number; error: { message: string; stack?: string } };

// Threads do not inherit tsx's loader: each registers it, then loads the task module (TypeScript) through it.
const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.tsx)
  .then(({ register }) => {
    register();
    return import(workerData.module);
  })
  .then((tasks) => {
    parentPort.on('message', async ({ id, task }) => {
      try {
        parentPort.postMessage({ id, result: await tasks.runTask(task) });
      } catch (error) {
        parentPort.postMessage({ id, error: { message: String(error?.message ?? error), stack: error?.stack } });
      }
    });
  });
`;

/**
 * A fixed number of threads (one per core by default) running tasks of one module, first come first served. Tasks
 * and results cross threads by structured clone.
 */
export class ThreadPool<Task, Result> {
  readonly size: number;
  readonly #workers: Worker[] = [];
  readonly #idle: Worker[] = [];
  readonly #queue: { id: number; task: Task }[] = [];
  readonly #pending = new Map<number, { resolve(result: Result): void; reject(error: Error): void }>();
  #nextId = 0;

  constructor(
    readonly module: URL,
    size = availableParallelism(),
  ) {
    this.size = Math.max(1, size);
  }

  run(task: Task): Promise<Result> {
    const id = this.#nextId++;
    const result = new Promise<Result>((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    this.#queue.push({ id, task });
    this.#dispatch();
    return result;
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
    this.#workers.length = 0;
    this.#idle.length = 0;
  }

  #dispatch(): void {
    while (this.#queue.length) {
      const worker = this.#idle.pop() ?? (this.#workers.length < this.size ? this.#spawn() : undefined);
      if (!worker) return;
      const next = this.#queue.shift()!;
      worker.postMessage(next);
    }
  }

  #spawn(): Worker {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { tsx: import.meta.resolve('tsx/esm/api'), module: this.module.href },
    });
    worker.on('message', (reply: Reply) => {
      const pending = this.#pending.get(reply.id)!;
      this.#pending.delete(reply.id);
      if ('error' in reply) pending.reject(Object.assign(new Error(reply.error.message), { stack: reply.error.stack }));
      else pending.resolve(reply.result as Result);
      this.#idle.push(worker);
      this.#dispatch();
    });
    worker.on('error', (error) => this.#failAll(error));
    worker.on('exit', (code) => {
      if (code !== 0) this.#failAll(new Error(`a build thread exited with code ${code}`));
    });
    this.#workers.push(worker);
    return worker;
  }

  #failAll(error: Error): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
