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
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on('message', (data: WebSocket.RawData) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
    if (message.id !== undefined) waiting.delete(message.id);
  });
  const send = <T>(method: string) =>
    new Promise<T>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    async usedMb() {
      const { usedSize } = await send<{ usedSize: number }>('Runtime.getHeapUsage');
      return usedSize / 1024 / 1024;
    },
    close: () => socket.close(),
  };
}
