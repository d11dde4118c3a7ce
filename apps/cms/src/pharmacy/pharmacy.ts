/**
 * The pharmacy interface (ADR 046), beside the payments one: the order's transition to
 * order_placed hands the prescription to a pharmacy. The embedded default is the admin's
 * fulfilment queue: the order waits there for the fulfilment team, who ship it and enter the
 * tracking number. A 503A pharmacy's order API plugs in as another adapter (`httpPharmacy`)
 * without touching the flow.
 *
 * What a pharmacy is sent: the order's reference, the medication and its prescription lines, and where to
 * ship. Nothing else a patient typed (no answers, no weight, no date of birth).
 */
export interface PharmacyOrder {
  /** The order's reference (ADR 090): unique for all time, never a row id another order could get. */
  orderId: string
  medication: string | null
  prescription: { name: string; directions: string | null; strength: string | null }[]
  shipTo: { name: string; address_line_1: string; address_line_2: string | null; city: string; state: string; zip: string }
  /** A replacement the patient is not charged for. */
  replacement: boolean
}

export interface Pharmacy {
  readonly name: string
  /** Sends the order; the same order sent twice is one order at the pharmacy (its reference is the key). */
  place(order: PharmacyOrder): Promise<{ reference: string }>
}

/** The pharmacy could not take the order now; nothing changed on our side. */
export class PharmacyUnavailableError extends Error {}

/** The embedded default: the admin's fulfilment queue is the pharmacy's inbox. */
export const adminQueuePharmacy: Pharmacy = {
  name: 'admin-queue',
  async place(order) {
    return { reference: `queue-${order.orderId}` }
  },
}

/**
 * A pharmacy's order API over HTTPS: POST {url} with the order as JSON, the API key as a bearer
 * token and the order's reference as the idempotency key; it answers `{ reference }`.
 */
export function httpPharmacy(config: { url: string; apiKey: string; timeoutMs?: number; fetch?: typeof fetch }): Pharmacy {
  const send = config.fetch ?? fetch
  return {
    name: 'http',
    async place(order) {
      let response: Response
      try {
        response = await send(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}`, 'idempotency-key': `order-${order.orderId}` },
          body: JSON.stringify(order),
          signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
        })
      } catch {
        throw new PharmacyUnavailableError('The pharmacy did not answer.')
      }
      if (!response.ok) throw new PharmacyUnavailableError(`The pharmacy answered ${response.status}.`)
      const body = (await response.json().catch(() => null)) as { reference?: unknown } | null
      if (!body || typeof body.reference !== 'string' || body.reference.length === 0) throw new PharmacyUnavailableError('The pharmacy gave no reference.')
      return { reference: body.reference.slice(0, 128) }
    },
  }
}

/** PHARMACY_API_URL and PHARMACY_API_KEY (https only) select the pharmacy's API; the admin queue otherwise. */
export function pharmacyFromEnv(env: NodeJS.ProcessEnv = process.env): Pharmacy {
  const url = env.PHARMACY_API_URL
  const apiKey = env.PHARMACY_API_KEY
  if (!url || !apiKey) return adminQueuePharmacy
  if (!url.startsWith('https://')) throw new Error('PHARMACY_API_URL must be an https:// address')
  return httpPharmacy({ url, apiKey })
}
