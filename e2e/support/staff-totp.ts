import crypto from 'node:crypto'

/**
 * TOTP (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps) written out with node:crypto, as an
 * authenticator app computes it, so the e2e tests check the admin against an implementation
 * other than its own (otplib).
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Decode(text: string): Buffer {
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error(`Not Base32: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** A new secret, 20 random bytes in Base32 (what authenticator apps expect). */
export function newTotpSecret(): string {
  const bytes = crypto.randomBytes(20)
  let bits = 0
  let value = 0
  let text = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return bits > 0 ? text + BASE32[(value << (5 - bits)) & 31] : text
}

export function totpStep(at: number = Date.now()): number {
  return Math.floor(at / 1000 / 30)
}

export function totpCode(secret: string, step: number = totpStep()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const hmac = crypto.createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = hmac[hmac.length - 1]! & 0x0f
  const number = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(number).padStart(6, '0')
}
