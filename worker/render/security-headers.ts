import { secureHeaders } from 'hono/secure-headers';

export interface SecurityOptions {
  /** `sha256-…` sources of the inline scripts the pages carry. */
  scriptHashes: readonly string[];
  /** Origin of the font stylesheets, when it is not this site. */
  fontsOrigin: string;
  /** Whether analytics is configured (its script and beacons need their origins). */
  analytics: boolean;
}

const GTAG_SCRIPT = 'https://www.googletagmanager.com';
const GA_BEACONS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'];

/**
 * Security headers for every response (Hono's secureHeaders). Scripts are
 * allowed from this origin and by hash only, never `'unsafe-inline'`; styles
 * allow inline because emotion streams its style tags next to the markup.
 */
export function createSecurityHeaders({ scriptHashes, fontsOrigin, analytics }: SecurityOptions) {
  const fonts = fontsOrigin ? [fontsOrigin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(analytics ? [GTAG_SCRIPT] : [])],
      styleSrc: ["'self'", "'unsafe-inline'", ...fonts],
      fontSrc: ["'self'", ...fonts],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", ...(analytics ? GA_BEACONS : [])],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'SAMEORIGIN',
    crossOriginResourcePolicy: 'same-site',
    crossOriginEmbedderPolicy: false,
  });
}
