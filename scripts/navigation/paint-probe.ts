// Runs inside the page (Playwright's addInitScript, so in every document,
// including one that a full page load brings): measures from a click to the
// first frame that shows the new page's heading. It must be self-contained:
// Playwright sends its source text, not its imports.

/** What the probe leaves on `window.__navBench` once a click has been measured. */
export interface NavSample {
  id: number;
  ms: number;
  /** In place (the client swapped the page) or a full load (a new document). */
  kind: 'in-place' | 'full load';
}

export interface NavBench {
  /** Watches for the next click, which should show a page whose h1 reads `expectedTitle`. */
  arm(id: number, expectedTitle: string): void;
  result?: NavSample;
  /**
   * Resolves with sample `id` once this document has measured it, so that the
   * bench waits without polling the page while the click is being measured.
   * A click that loads a new document never resolves it.
   */
  sample(id: number): Promise<NavSample>;
}

export function installPaintProbe(): void {
  const PENDING_KEY = 'nav-bench-pending';
  interface Pending {
    id: number;
    expectedTitle: string;
    /** The click on the clock every document shares (ms since the epoch), for a click in one document and paint in the next. */
    clickEpochMs: number;
  }
  // Demo chunks are resources too; the bench waits until no new one arrives, which needs more than the default 250 entries.
  performance.setResourceTimingBufferSize(10_000);

  const storage = {
    read(): Pending | undefined {
      try {
        const text = sessionStorage.getItem(PENDING_KEY);
        return text ? (JSON.parse(text) as Pending) : undefined;
      } catch {
        return undefined; // about:blank has no storage
      }
    },
    write(value: Pending | undefined) {
      try {
        if (value) sessionStorage.setItem(PENDING_KEY, JSON.stringify(value));
        else sessionStorage.removeItem(PENDING_KEY);
      } catch {
        // about:blank has no storage
      }
    },
  };

  let armed: { id: number; expectedTitle: string } | undefined;
  let clickAt: number | undefined;
  let fullLoad: Pending | undefined = storage.read();
  let waiting: { id: number; resolve: (sample: NavSample) => void } | undefined;
  const bench: NavBench = {
    arm(id, expectedTitle) {
      armed = { id, expectedTitle };
      clickAt = undefined;
      bench.result = undefined;
    },
    sample(id) {
      return new Promise((resolve) => {
        if (bench.result?.id === id) resolve(bench.result);
        else waiting = { id, resolve };
      });
    },
  };
  (window as unknown as { __navBench: NavBench }).__navBench = bench;

  const record = (paintAt: number) => {
    if (fullLoad) {
      bench.result = { id: fullLoad.id, ms: performance.timeOrigin + paintAt - fullLoad.clickEpochMs, kind: 'full load' };
      fullLoad = undefined;
      storage.write(undefined);
    } else if (armed && clickAt !== undefined) {
      bench.result = { id: armed.id, ms: paintAt - clickAt, kind: 'in-place' };
    }
    armed = undefined;
    if (bench.result && waiting?.id === bench.result.id) waiting.resolve(bench.result);
  };

  const expected = () => fullLoad?.expectedTitle ?? armed?.expectedTitle;
  // The observer runs as a microtask right after the mutation, inside the task
  // that committed the new page. A requestAnimationFrame callback registered
  // then runs at the start of the next frame, before its style, layout and
  // paint; a message posted from it is handled after that frame's rendering,
  // so its time is when the new heading was painted. A second rAF would wait
  // for the frame after, a whole frame (about 17 ms) later than the paint.
  const observer = new MutationObserver(() => {
    const title = expected();
    if (title === undefined || document.getElementById('page-title')?.textContent?.trim() !== title) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => record(performance.now());
      channel.port2.postMessage(null);
    });
  });

  if (fullLoad) {
    // This document was loaded by the measured click: watch it being parsed.
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  }
  window.addEventListener(
    'click',
    () => {
      if (!armed || clickAt !== undefined) return;
      clickAt = performance.now();
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    },
    { capture: true },
  );
  // A click that loads a new document is measured there: the click is handed over as this one is left,
  // not in the click's task, where writing storage would add its own time to an in-place change.
  window.addEventListener('pagehide', () => {
    if (armed && clickAt !== undefined && !bench.result) storage.write({ ...armed, clickEpochMs: performance.timeOrigin + clickAt });
  });
}
