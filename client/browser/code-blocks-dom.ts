import { COPIED_FEEDBACK_MS, isCopyShortcut, shouldCopyOnShortcut } from './copy';
import type { CodePreferences } from '../app/environment';

/**
 * Code block behavior, delegated from the document so it covers blocks that
 * arrive with in-place navigation: the copy button, the Ctrl/Cmd+Alt+C shortcut
 * on the block under the pointer or holding focus, and the TS/JS switches.
 */
export function installCodeBlocks(
  setCodePreferences: (change: Partial<CodePreferences>) => void,
  loadDemoCode: (href: string) => Promise<string>,
): void {
  const isMac = document.documentElement.dataset.platform === 'mac';
  const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
  let hovered: Element | null = null;

  /** The reader's variant of a block's code; a demo's source is fetched if it has not been opened. */
  const codeOf = async (block: Element): Promise<string> => {
    const variant = document.documentElement.dataset.codeVariant === 'JS' ? 'JS' : 'TS';
    const shown =
      block.querySelector(`[data-variant="${variant}"] pre code`) ?? (block.matches('.demo') ? null : block.querySelector('pre code'));
    if (shown) return shown.textContent ?? '';
    const href = block.getAttribute(variant === 'JS' ? 'data-code-js' : 'data-code-ts');
    if (!href) return '';
    const template = document.createElement('template');
    template.innerHTML = await loadDemoCode(href);
    return template.content.querySelector('pre code')?.textContent ?? '';
  };

  const copyBlock = async (block: Element) => {
    const label = block.querySelector('.copy-label');
    try {
      await navigator.clipboard.writeText(await codeOf(block));
    } catch {
      return; // clipboard refused: nothing to report (spec section 8)
    }
    if (!label) return;
    label.textContent = 'Copied';
    clearTimeout(timers.get(block));
    timers.set(
      block,
      setTimeout(() => (label.textContent = 'Copy'), COPIED_FEEDBACK_MS),
    );
  };

  /** The page's Markdown to the clipboard ("Copy page"), with the same feedback as code blocks. */
  const copyPage = async (button: HTMLElement) => {
    const text = fetch(button.dataset.copyPage!).then((response) =>
      response.ok ? response.text() : Promise.reject(new Error('no Markdown')),
    );
    try {
      // A ClipboardItem takes the pending text, so the write stays inside the click's
      // user activation (Safari refuses writeText after an await).
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((body) => new Blob([body], { type: 'text/plain' })) })]);
    } catch {
      try {
        await navigator.clipboard.writeText(await text);
      } catch {
        return; // clipboard refused or the file is missing: nothing to report
      }
    }
    const label = button.querySelector('.copy-label');
    if (!label) return;
    // Kept from the first click: a second click within the feedback time must not make "Copied" the idle label.
    const idle = (button.dataset.idleLabel ??= label.textContent ?? '');
    label.textContent = button.dataset.copiedLabel ?? 'Copied';
    clearTimeout(timers.get(button));
    timers.set(
      button,
      setTimeout(() => (label.textContent = idle), COPIED_FEEDBACK_MS),
    );
  };

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const pageButton = target?.closest<HTMLElement>('[data-copy-page]');
    if (pageButton) {
      void copyPage(pageButton);
      return;
    }
    const copyButton = target?.closest('[data-copy-button]');
    if (copyButton) {
      const block = copyButton.closest('.code-block, .demo');
      if (block) void copyBlock(block);
      return;
    }
    const variantButton = target?.closest<HTMLElement>('[data-set-code-variant]');
    const variant = variantButton?.dataset.setCodeVariant;
    if (variant === 'TS' || variant === 'JS') setCodePreferences({ codeVariant: variant });
  });

  document.addEventListener(
    'pointerover',
    (event) => {
      hovered = event.target instanceof Element ? event.target.closest('.code-block') : null;
    },
    { passive: true },
  );

  document.addEventListener('keydown', (event) => {
    if (!isCopyShortcut(event, isMac)) return;
    if (!shouldCopyOnShortcut(window.getSelection()?.toString() ?? '')) return;
    const focused = document.activeElement?.closest('.code-block');
    const block = focused ?? hovered;
    if (!block) return;
    event.preventDefault();
    void copyBlock(block);
  });
}
