import { describe, expect, it } from 'vitest';
import { createOnePerTaskQueue } from './one-per-task';

/** A queue whose tasks the test runs by hand: `soon` and `idle` tasks are kept apart. */
function setup() {
  const soon: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const take = (list: (() => void)[]) => (callback: () => void) => {
    list.push(callback);
    return () => list.splice(list.indexOf(callback), 1);
  };
  const queue = createOnePerTaskQueue({ soon: take(soon), idle: take(idle) });
  const ran: string[] = [];
  const item = (name: string) => () => void ran.push(name);
  const runTask = (list: (() => void)[]) => list.shift()!();
  return { queue, soon, idle, ran, item, runTask };
}

describe('createOnePerTaskQueue', () => {
  it('runs one callback per idle slice, in the order added', () => {
    const { queue, idle, ran, item, runTask } = setup();
    queue.add(item('a'));
    queue.add(item('b'));
    queue.add(item('c'));
    expect(idle).toHaveLength(1);
    runTask(idle);
    expect(ran).toEqual(['a']);
    runTask(idle);
    runTask(idle);
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(idle).toHaveLength(0);
  });

  it('runs a hurried callback in the next task, before the waiting ones, and drops the idle request', () => {
    const { queue, soon, idle, ran, item, runTask } = setup();
    queue.add(item('a'));
    const b = item('b');
    queue.add(b);
    queue.hurry(b);
    expect(idle).toHaveLength(0);
    expect(soon).toHaveLength(1);
    runTask(soon);
    expect(ran).toEqual(['b']);
    // Nothing hurried is left: the rest waits for idle again.
    expect(soon).toHaveLength(0);
    runTask(idle);
    expect(ran).toEqual(['b', 'a']);
  });

  it('keeps hurried callbacks one per task, in the order they were hurried', () => {
    const { queue, soon, ran, item, runTask } = setup();
    const [a, b] = [item('a'), item('b')];
    queue.add(a);
    queue.add(b);
    queue.hurry(b);
    queue.hurry(a);
    queue.hurry(a);
    runTask(soon);
    expect(ran).toEqual(['b']);
    runTask(soon);
    expect(ran).toEqual(['b', 'a']);
  });

  it('never runs a callback taken out, nor one hurried after it ran', () => {
    const { queue, idle, soon, ran, item, runTask } = setup();
    const a = item('a');
    const remove = queue.add(a);
    queue.add(item('b'));
    remove();
    queue.hurry(a);
    expect(soon).toHaveLength(0);
    runTask(idle);
    expect(ran).toEqual(['b']);
    expect(idle).toHaveLength(0);
  });
});
