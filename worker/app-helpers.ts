// Small helpers of the app: no bindings, no state.

/** The CSP source of an inline script: `sha256-<base64 of its digest>`. */
export async function sha256Source(source: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

/** A short, one-way tag of a string (FNV-1a, 32 bits): it tells keys apart without carrying them. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
