import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReloadScheduler, needsReload, shouldRegisterServiceWorker } from './reload-scheduler';

describe('createReloadScheduler', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  function setup(focused: { value: boolean }) {
    const reload = vi.fn();
    const scheduler = createReloadScheduler({
      hasFocus: () => focused.value,
      reload,
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    });
    return { reload, scheduler };
  }

  it('reloads within 100 ms when the document has focus', () => {
    const { reload, scheduler } = setup({ value: true });
    scheduler.schedule();
    vi.advanceTimersByTime(99);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for focus before reloading', () => {
    const focused = { value: false };
    const { reload, scheduler } = setup(focused);
    scheduler.schedule();
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
    focused.value = true;
    vi.advanceTimersByTime(100);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads more than once per update', () => {
    const { reload, scheduler } = setup({ value: true });
    scheduler.schedule();
    scheduler.schedule();
    vi.advanceTimersByTime(1000);
    scheduler.schedule();
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('shouldRegisterServiceWorker', () => {
  it.each([
    ['mui.com', 'mui.com', true, true],
    ['localhost:8787', 'mui.com', true, false],
    ['127.0.0.1:8787', 'mui.com', true, false],
    ['mui.com', '', true, false],
    ['mui.com', 'mui.com', false, false],
  ])('host %s, docs host %s, supported %s → %s', (host, docsHost, supported, expected) => {
    expect(shouldRegisterServiceWorker(host, docsHost, supported)).toBe(expected);
  });
});

describe('needsReload', () => {
  it('reloads a page of an older build, or when the worker cannot say', () => {
    expect(needsReload('/static/entry.OLD.js', '/static/entry.NEW.js')).toBe(true);
    expect(needsReload('/static/entry.OLD.js', null)).toBe(true);
  });

  it('leaves a page that already runs the worker’s build', () => {
    expect(needsReload('/static/entry.NEW.js', '/static/entry.NEW.js')).toBe(false);
  });
});
