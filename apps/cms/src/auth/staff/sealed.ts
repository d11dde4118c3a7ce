import crypto from 'node:crypto'

/**
 * Small authenticated-encryption helpers for the staff second factor, keyed from the CMS's secret
 * (PAYLOAD_SECRET, as Payload holds it) with HKDF, one key per purpose, so a value sealed for one
 * purpose never opens as another. AES-256-GCM; `context` is authenticated but not stored (the staff
 * member's id), so a sealed value copied to another account does not open there.
 */

const VERSION = 'v1'

export type SealPurpose = 'totp-secret' | 'enrolment' | 'pending-session' | 'recovery-code'

export function purposeKey(secret: string, purpose: SealPurpose): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'telehealth-staff-second-factor', purpose, 32))
}

export function seal(secret: string, purpose: SealPurpose, context: string, plaintext: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', purposeKey(secret, purpose), iv)
  cipher.setAAD(Buffer.from(`${purpose}:${context}`))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.')
}

/** The plaintext, or null when the value was not sealed with this secret, purpose and context. */
export function open(secret: string, purpose: SealPurpose, context: string, sealed: string): string | null {
  const parts = sealed.split('.')
  if (parts.length !== 4 || parts[0] !== VERSION) return null
  const [, iv, body, tag] = parts as [string, string, string, string]
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', purposeKey(secret, purpose), Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(`${purpose}:${context}`))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** A keyed hash (HMAC-SHA256): a stolen database alone cannot test guesses against it. */
export function keyedHash(secret: string, purpose: SealPurpose, value: string): string {
  return crypto.createHmac('sha256', purposeKey(secret, purpose)).update(value).digest('hex')
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}
