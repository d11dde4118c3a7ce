import { getTestPayload } from '@telehealth/cms/testing'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { tryClaim } from './claims.server.ts'
import { describeFailure, registerJob, runJobOnce, startJobs } from './jobs.server.ts'

beforeAll(async () => {
  await getTestPayload()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('jobs', () => {
  it('runs a job under its claim, and skips it while another process holds it', async () => {
    let runs = 0
    const job = { name: 'count-runs', everyMs: 60_000, run: async () => (runs += 1) }
    expect(await runJobOnce(job)).toBe('done')
    expect(runs).toBe(1)

    const elsewhere = await tryClaim('job:count-runs', 60_000)
    expect(elsewhere).not.toBeNull()
    expect(await runJobOnce(job)).toBe('busy')
    expect(runs).toBe(1)
    await elsewhere?.release()
    expect(await runJobOnce(job)).toBe('done')
    expect(runs).toBe(2)
  })

  it('logs a failed run by its kind and place, never its message, and releases the claim', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const job = {
      name: 'fails',
      everyMs: 60_000,
      run: async () => {
        throw new TypeError('patient jane@example.com has no order')
      },
    }
    expect(await runJobOnce(job)).toBe('failed')
    const line = logged.mock.calls.map((call) => call.join(' ')).join('\n')
    expect(line).toMatch(/^Job fails failed: TypeError\n\s+at /)
    expect(line).not.toMatch(/jane|example\.com|no order/)
    expect(describeFailure('a string with data')).toBe('string')
    // The claim went with the failed run: the next one is not refused as busy.
    expect(await runJobOnce({ ...job, run: async () => 'ok' })).toBe('done')
  })

  it('refuses a second job of one name and nonsense periods', () => {
    registerJob('registered-once', 60_000, async () => {})
    expect(() => registerJob('registered-once', 60_000, async () => {})).toThrow(/twice/)
    expect(() => registerJob('too-often', 10, async () => {})).toThrow(/once a second/)
    expect(() => registerJob('Not A Name', 60_000, async () => {})).toThrow(/lowercase/)
  })

  it('starts every registered job once within its first period, then every period', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] })
    let runs = 0
    registerJob('ticks', 5_000, async () => (runs += 1))
    const stop = startJobs()
    expect(startJobs()).toBe(stop)
    await vi.advanceTimersByTimeAsync(5_000)
    await vi.waitFor(() => expect(runs).toBe(1))
    await vi.advanceTimersByTimeAsync(5_000)
    await vi.waitFor(() => expect(runs).toBe(2))
    stop()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(runs).toBe(2)
  })
})
