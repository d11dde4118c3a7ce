declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy. */
    cspNonce: string
    /** The visitor's IP address: the socket's, or what a proxy named in TRUST_PROXY says (ADR 021). */
    clientIp: string
    /** A random id per browser for conversion tracking; no personal data in it. */
    trackingSessionId: string
  }
}

export {}
