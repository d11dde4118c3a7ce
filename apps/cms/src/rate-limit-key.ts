import crypto from 'node:crypto'

/**
 * A rate-limit budget's stored key: the budget's prefix and a keyed SHA-256 of the address,
 * account or patient, so no email or IP address is kept in clear (both identify a person). Case
 * never matters. The site counts with it (apps/site/app/auth/rate-limit.server.ts).
 */
export function rateLimitKeyWith(secret: string, prefix: string, subject: string): string {
  const digest = crypto.createHmac('sha256', secret).update(subject.trim().toLowerCase()).digest('hex')
  return `${prefix}:${digest}`
}
