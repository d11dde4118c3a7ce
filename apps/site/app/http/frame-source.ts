/**
 * The response header a page's loader sets to frame one outside page: the Doctor on Demand tab's
 * external doctor-messaging page (ADR 098). The server (server/remix-handler.ts) adds that origin to
 * the Content-Security-Policy's `frame-src` of that response only, and never sends the header on.
 */
export const FRAME_SOURCE_HEADER = 'X-Frame-Source'
