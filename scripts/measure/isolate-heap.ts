// The worker isolate's own JavaScript heap, read through workerd's inspector (the Chrome DevTools
// protocol): what the Workers runtime holds against an isolate's memory limit. workerd's resident
// memory also holds Miniflare's local simulators (the Cache API's store grows as it is read under
// load), so it says less about the worker than this does.
import WebSocket from 'ws';

export interface IsolateHeap {
  /** The heap in use, in MB (garbage not yet collected included: workerd's inspector does not answer a request to collect). */
  usedMb(): Promise<number>;
  close(): void;
}

/** Connects to the worker named `name` on Miniflare's inspector port. */
export async function connectIsolateHeap(inspectorPort: number, name: string): Promise<IsolateHeap> {
  const socket = new WebSocket(`ws://127.0.0.1:${inspectorPort}/core:user:${name}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  socket.on('message', (data: WebSocket.RawData) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    const request = message.id === undefined ? undefined : waiting.get(message.id);
    if (!request) return; // an event, not an answer
    waiting.delete(message.id!);
    if (message.error) request.reject(new Error(`inspector: ${message.error.message}`));
    else request.resolve(message.result);
  });
  return {
    usedMb: () =>
      new Promise<number>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve: (result) => resolve((result as { usedSize: number }).usedSize / 1024 / 1024), reject });
        socket.send(JSON.stringify({ id, method: 'Runtime.getHeapUsage' }));
      }),
    close: () => socket.close(),
  };
}
