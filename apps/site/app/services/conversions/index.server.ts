import { cmsFor, cmsLogger } from '~/cms.server.ts'
import { env } from '~/env.server.ts'
import { sendWithRetries, type Conversion, type ConversionSender } from './conversion.ts'
import { httpConversions } from './http-conversions.server.ts'
import { recordedConversions } from './recorded-conversions.server.ts'

/** The affiliate network's endpoint when AFFILIATE_CONVERSION_URL is set, else recorded on the order only. */
export const conversionSender: ConversionSender = env.AFFILIATE_CONVERSION_URL ? httpConversions(env.AFFILIATE_CONVERSION_URL) : recordedConversions

/**
 * Tells the affiliate of a sale after the patient has been sent on (never delays checkout), and
 * records the outcome on the order. Failures are only logged, without personal data.
 *
 * The outcome is the server's decision about the patient's order (a field the patient may not
 * write), so it is written through `cmsFor` with the order's patient (who just placed it) as the actor.
 */
export async function trackConversion(
  patient: { id: number | string },
  orderId: number | string,
  conversion: Conversion,
  sender: ConversionSender = conversionSender,
): Promise<void> {
  const logger = await cmsLogger()
  const outcome = await sendWithRetries(sender, conversion)
  try {
    // Access off: the conversion outcome is the server's field on the order; the patient may not write it.
    await (
      await cmsFor(patient)
    ).update({ collection: 'orders', id: orderId, depth: 0, data: { conversionStatus: outcome.status, conversionAttempts: outcome.attempts } })
  } catch (error) {
    logger.error({ err: error, orderId }, 'Could not record the affiliate conversion outcome')
  }
  if (outcome.status === 'failed') logger.warn({ orderId, attempts: outcome.attempts }, 'Affiliate conversion call failed')
}
