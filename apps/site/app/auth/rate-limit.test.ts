import { describe, expect, it } from 'vitest'
import { RateLimited, spendAttempt, tooManyAttempts, tooManyAttemptsMessage } from './rate-limit.server.ts'

describe('rate limits', () => {
  it('allows six code sends an hour per patient, then answers 429 with a clear message', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) await spendAttempt(['sendCodePerPatient', 'patient-7'])
    const refused = await spendAttempt(['sendCodePerPatient', 'patient-7']).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(RateLimited)
    const answer = tooManyAttempts(refused as RateLimited)
    expect(answer.init?.status).toBe(429)
    expect(answer.data.formError).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/)
    // Another patient's budget is their own.
    await expect(spendAttempt(['sendCodePerPatient', 'patient-8'])).resolves.toBeUndefined()
  })

  it('counts emails case-insensitively for forgot-password', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await spendAttempt(['forgotPerAccount', 'Pat@Example.com'])
    await expect(spendAttempt(['forgotPerAccount', 'pat@example.com'])).rejects.toBeInstanceOf(RateLimited)
  })

  it('words the wait in minutes', () => {
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Please wait 1 minute and try again.')
    expect(tooManyAttemptsMessage(600)).toBe('Too many attempts. Please wait 10 minutes and try again.')
  })
})
