import { CONVERSION_TRACKING, conversionRetryDelayMs } from '@telehealth/domain'

/** What the affiliate is told of a sale (the spec's POST /api/call-conversion fields). */
export interface Conversion {
  user_id: string
  user_name: string
  product_name: string
  /** Dollars with cents, as the spec's call sends it ("809.99"). */
  amount: string
  c_id: string
  payment_terms: number
}

/** The affiliate network's conversion endpoint. 'unexpected' = it answered without status success. */
export interface ConversionSender {
  readonly name: string
  send(conversion: Conversion, signal: AbortSignal): Promise<'success' | 'unexpected'>
}

export interface ConversionOutcome {
  status: 'sent' | 'failed'
  attempts: number
}

/**
 * The spec's retry policy: up to 3 attempts, each with a 10 s time-out; after an unexpected answer
 * wait 2 s, after an error 1 s x 2^attempt. Never throws: a failure is an outcome to record.
 */
export async function sendWithRetries(
  sender: ConversionSender,
  conversion: Conversion,
  options: { sleep?: (ms: number) => Promise<void>; timeoutMs?: number } = {},
): Promise<ConversionOutcome> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  for (let attempt = 1; ; attempt += 1) {
    let failure: 'unexpectedResponse' | 'error'
    try {
      const answer = await sender.send(conversion, AbortSignal.timeout(options.timeoutMs ?? CONVERSION_TRACKING.timeoutMs))
      if (answer === 'success') return { status: 'sent', attempts: attempt }
      failure = 'unexpectedResponse'
    } catch {
      failure = 'error'
    }
    const delay = conversionRetryDelayMs(attempt, failure)
    if (delay === null) return { status: 'failed', attempts: attempt }
    await sleep(delay)
  }
}
