// User agents the tests send, shared by the worker tests and the browser tests.

/** A search engine's crawler: a bot to isbot, which gets the whole page at once. */
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** An ordinary Chrome: `HeadlessChrome` is a bot to isbot, and tests that act as a reader must not be one. */
export const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
