import { renderToReadableStream } from 'react-dom/server';
import { App } from '../../client/app/App';
import { EnvironmentContext } from '../../client/app/environment';
import { FIRST_PAINT_SCRIPT } from '../../client/app/first-paint-script';
import { STYLING_ATTRIBUTE } from '../../client/app/preferences';
import { DATA_ELEMENT_ID, type PageModel, withoutMenu } from '../../client/app/page-data';
import { themeColors } from '../../client/app/theme';
import { serializeJsonForHtml } from './escape';
import { PRISM_STYLESHEET, renderHead } from './head';
import { JOY_THEME_STYLESHEET } from '../../client/app/demo/frame';
import { createServerEnvironment } from './server-environment';
import { menuEntryHtmlOf } from './menu-markup';
import { blogHead } from './blog-head';
import { documentTitle } from '../../client/app/title';
import { withoutDemoHtml } from './without-demo-html';

/** The built client: its entry script, stylesheets and fonts worth preloading. */
export interface ClientAssets {
  script: string;
  /** The boot's chunks in the order the entry evaluates them (`scripts/build/boot-order.ts`). */
  boot?: readonly string[];
  /** Font stylesheets (served from the fonts origin). */
  fontStylesheets: readonly string[];
  preloadFonts: readonly string[];
  /** `public/favicon.svg` as a `data:` address, written into every page's `<link rel="icon">`. */
  icon?: string;
  /** The text of the site's own small stylesheets (fonts, Prism theme), by address, to write into pages. */
  styleText?: Readonly<Record<string, string>>;
}

export interface RenderOptions {
  siteOrigin: string;
  fontsOrigin: string;
  client: ClientAssets;
  /** Bots get the complete document; people get the shell as soon as it is ready. */
  waitForAllContent: boolean;
  /** The HTML of the page's demos by id, for the reader's theme. */
  demoHtml: Readonly<Record<string, string>>;
  /** Address (less its extension) of the styles the page's inert previews are sent without, if it has any. */
  demoStyles?: string;
  /** Lets tests stand in a failing tree; the site always renders App. */
  Root?: (props: { model: PageModel }) => JSX.Element;
  /** How long a bot waits for the complete page before slow parts are left to the client. */
  botWaitMs?: number;
  /** How long any page may keep streaming before slow parts are left to the client. */
  streamDeadlineMs?: number;
  /** Whether the caller keeps the page (a cache has room for it): only then are its bytes held as they go out. */
  keep?: boolean;
}

/** The stream, and the page's bytes once it has been sent. */
export interface RenderedDocument {
  stream: ReadableStream<Uint8Array>;
  /**
   * The whole page as sent, once the stream has ended with every part rendered (only then is it worth
   * keeping); null if it did not, if the reader went away first, or if `keep` was not asked.
   */
  whole: Promise<Uint8Array<ArrayBuffer> | null>;
}

export const RENDER_DEADLINES = { botWaitMs: 2_000, streamDeadlineMs: 10_000 } as const;

const encoder = new TextEncoder();

/**
 * Streams the page: the head goes out at once, then React's stream, then the
 * data the client hydrates from. Rejects (before any byte is sent) if the
 * shell cannot render, so the caller can answer 500 instead.
 *
 * A slow part (a suspended boundary) never holds the shell for a person: React
 * streams it in when ready. Both waits are bounded: a bot, which is sent the
 * complete page, waits at most `botWaitMs`, and no stream stays open past
 * `streamDeadlineMs`; then React is aborted, which sends each pending part's
 * fallback marked for the client to render.
 */
export async function renderDocument(model: PageModel, options: RenderOptions): Promise<RenderedDocument> {
  // A fresh emotion cache per request (in the environment): emotion writes each
  // style tag just before the markup that needs it, which is what makes
  // streaming safe, and nothing leaks between readers.
  const environment = createServerEnvironment(
    model.preferences,
    options.waitForAllContent,
    options.demoHtml,
    menuEntryHtmlOf(model.section.menu, model.language),
  );
  const Root = options.Root ?? App;
  const abort = new AbortController();
  const body = await renderToReadableStream(
    <EnvironmentContext.Provider value={environment}>
      <Root model={model} />
    </EnvironmentContext.Provider>,
    {
      signal: abort.signal,
      onError(error) {
        if (abort.signal.aborted) return; // the deadline, reported below once
        console.error('render error', error);
      },
    },
  );
  const giveUp = (reason: string) => {
    if (abort.signal.aborted) return;
    console.warn(`render of ${model.page.path}: ${reason}, slow parts left to the client`);
    abort.abort(new Error(reason));
  };
  const allReady = body.allReady.then(
    () => true,
    () => false,
  );
  const deadline = setTimeout(() => giveUp('stream deadline'), options.streamDeadlineMs ?? RENDER_DEADLINES.streamDeadlineMs);
  const complete = allReady.then((ready) => {
    clearTimeout(deadline);
    return ready && !abort.signal.aborted;
  });
  if (options.waitForAllContent) {
    let botTimer: ReturnType<typeof setTimeout> | null = null;
    const botWait = new Promise<void>((resolve) => {
      botTimer = setTimeout(() => {
        giveUp('bot wait');
        resolve();
      }, options.botWaitMs ?? RENDER_DEADLINES.botWaitMs);
    });
    await Promise.race([allReady, botWait]);
    clearTimeout(botTimer);
  }

  const head = renderHead({
    language: model.language,
    title: documentTitle(model),
    description: model.page.description,
    path: model.kind === 'page' ? model.page.path : null,
    siteOrigin: options.siteOrigin,
    themeColors,
    ...pageStyles(options, model.page.stylesheets ?? [], model.page.demoStylesheets ?? []),
    // After the shell has rendered: every global sheet it has is known, and later parts write their own.
    globalSheets: environment.takeGlobalSheets(),
    demoStyles: options.demoStyles,
    icon: options.client.icon,
    preloadFonts: options.client.preloadFonts.map((href) => `${options.fontsOrigin}${href}`),
    direction: model.preferences.direction,
    entry: options.client.script,
    boot: options.client.boot,
    codeVariant: model.preferences.codeVariant,
    codeStyling: STYLING_ATTRIBUTE[model.preferences.codeStyling],
    inlineScript: FIRST_PAINT_SCRIPT,
    // The blog's pages announce its feed; a post is an article with a cover.
    ...(model.kind === 'page' ? blogHead(model.page) : {}),
  });
  // The client reads the page body back from the DOM, so it is not sent twice,
  // and fetches the section's menu from its address (cached across pages).
  const data = { ...withoutMenu(model), page: withoutHtml(model.page) };
  // The entry is not in the markup: the first-paint script loads it (from `data-entry`) once the
  // document is parsed and has painted, so its requests never share the first round trips with the page's
  // text and font, and the first paint never waits for them.
  const tail = `</div><script type="application/json" id="${DATA_ELEMENT_ID}">${serializeJsonForHtml(data)}</script></body></html>`;
  const { stream, sent } = concatStreams(`${head}\n<div id="root">`, body, tail, options.keep ?? false);
  const whole = Promise.all([sent, complete]).then(([pieces, ok]) => (ok && pieces ? joined(pieces) : null));
  return { stream, whole };
}

/**
 * The page's stylesheets: the site's own small ones written into the page (a
 * linked stylesheet in <head> holds the first paint until it arrives); font
 * stylesheets of a configured fonts service, a page's extra fonts and its
 * demos' stylesheets (Tailwind CSS, plain CSS), linked.
 */
function pageStyles(options: RenderOptions, extra: readonly string[], demoStyles: readonly string[]) {
  const text = options.client.styleText ?? {};
  const own = options.fontsOrigin ? [PRISM_STYLESHEET] : [...options.client.fontStylesheets, PRISM_STYLESHEET];
  const inline = own.filter((href) => Object.hasOwn(text, href));
  const linked = [...options.client.fontStylesheets, PRISM_STYLESHEET].filter((href) => !inline.includes(href));
  const origin = (href: string) => (href === PRISM_STYLESHEET ? href : `${options.fontsOrigin}${href}`);
  // A page's own stylesheet of the site's (Joy UI's theme variables) is written in; its fonts are linked.
  const extraInline = extra.filter((href) => href === JOY_THEME_STYLESHEET && Object.hasOwn(text, href));
  const extraLinked = extra.filter((href) => !extraInline.includes(href));
  return {
    inlineStyles: [...inline, ...extraInline].map((href) => ({ href, css: text[href] })),
    // The demos' stylesheets are this site's own hashed assets, never the fonts service's.
    stylesheets: [...linked.map(origin), ...extraLinked.map((href) => `${options.fontsOrigin}${href}`), ...demoStyles],
  };
}

/**
 * The head, React's stream and the tail as one stream. With `keep`, the pieces are also held as they
 * go out (React never writes into a piece it has handed over), so the page can be kept without a
 * second stream: a tee read every piece twice and cost about half a millisecond per page.
 */
function concatStreams(
  before: string,
  middle: ReadableStream<Uint8Array>,
  after: string,
  keep: boolean,
): { stream: ReadableStream<Uint8Array>; sent: Promise<Uint8Array[] | null> } {
  const reader = middle.getReader();
  const pieces: Uint8Array[] | null = keep ? [] : null;
  let ended!: (pieces: Uint8Array[] | null) => void;
  const sent = new Promise<Uint8Array[] | null>((resolve) => (ended = resolve));
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, piece: Uint8Array) => {
    pieces?.push(piece);
    controller.enqueue(piece);
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      send(controller, encoder.encode(before));
    },
    async pull(controller) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch (error) {
        ended(null); // React's stream failed: the page is not whole
        throw error;
      }
      const { done, value } = result;
      if (done) {
        send(controller, encoder.encode(after));
        controller.close();
        ended(pieces);
      } else {
        send(controller, value);
      }
    },
    cancel(reason) {
      ended(null);
      return reader.cancel(reason);
    },
  });
  return { stream, sent };
}

function joined(pieces: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(pieces.reduce((size, piece) => size + piece.byteLength, 0));
  let offset = 0;
  for (const piece of pieces) {
    whole.set(piece, offset);
    offset += piece.byteLength;
  }
  return whole;
}

/** The page without the HTML the document already carries (the client reads it back from the DOM). */
export function withoutHtml(page: PageModel['page']): PageModel['page'] {
  return {
    ...page,
    html: '',
    parts: page.parts?.map((part) => ('html' in part ? { html: '' } : part)),
    demos: withoutDemoHtml(page.demos),
  };
}
