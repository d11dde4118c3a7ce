declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy. */
    cspNonce: string
    /** The visitor's IP address: the socket's, or what a proxy named in TRUST_PROXY says (ADR 021). */
    clientIp: string
    /** A random id per browser for conversion tracking; no personal data in it. */
    trackingSessionId: string
    /**
     * This request's correlation id (server/index.ts makes it; none is taken from the client): in the
     * X-Correlation-Id response header, on the error page and in every error logged for the request
     * (ADR 101). Absent only where a test calls a route function directly.
     */
    correlationId?: string
  }
}

export {}
