/** Workers Sites: a JSON map of file names to uploaded KV keys (a string in production). */
declare module '__STATIC_CONTENT_MANIFEST' {
  const manifest: string | Record<string, string>;
  export default manifest;
}
