import { CONVERSION_TRACKING, conversionRetryDelayMs } from '@telehealth/domain'

/**
 * What the affiliate is told of a sale: which click it was (c_id), which sale (our order id) and its
 * amount, nothing else. The spec's call also sent the patient's name and id and the medication's
 * name; a name with a weight-loss prescription is health information, and the affiliate needs none
 * of it to pay a commission, so it never leaves the site (issue 16, ADR 021).
 */
export interface Conversion {
  c_id: string
  order_id: string
  /** Dollars with cents, as the spec's call sends it ("809.99"). */
  amount: string
}

/** The conversion as sent: exactly its three fields, whatever else an object passed in carries. */
export function conversionBody(conversion: Conversion): Conversion {
  return { c_id: conversion.c_id, order_id: conversion.order_id, amount: conversion.amount }
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
