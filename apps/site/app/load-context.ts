declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy. */
    cspNonce: string
    /** The visitor's IP address (behind a proxy: the first X-Forwarded-For hop). */
    clientIp: string
    /** A random id per browser for conversion tracking; no personal data in it. */
    trackingSessionId: string
  }
}

export {}
