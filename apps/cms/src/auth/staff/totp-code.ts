import { generate } from 'otplib'

/**
 * `npm run totp -w @telehealth/cms -- <KEY>`: prints the current six-digit code for a setup key, as
 * an authenticator app would. For a developer's own machine, where the seeded admin sets up its
 * second factor at the first sign-in (ADR 020); never a way around it, since it needs the key.
 */
const secret = process.argv[2]?.replace(/\s/g, '').toUpperCase()
if (!secret) {
  console.error('Usage: npm run totp -w @telehealth/cms -- <setup key shown on /admin/second-factor>')
  process.exit(1)
}
console.log(await generate({ secret }))
