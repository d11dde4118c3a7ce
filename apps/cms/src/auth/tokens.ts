import crypto from 'node:crypto'

/**
 * How every bearer token is kept (reset, set-password and unlock links, checkout links, the session
 * cookie's id, upload tickets): its SHA-256 in hex. A copy of the database (or a backup) holds
 * nothing that signs anyone in or opens an upload; the token itself travels only in the email, the
 * link or the cookie (ADR 010, ADR 022).
 */
export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex')
}

/** A fresh one-use account token (hex, 256 bits): a reset, set-password or unlock link's. */
export function newAccountToken(): string {
  return crypto.randomBytes(32).toString('hex')
}
