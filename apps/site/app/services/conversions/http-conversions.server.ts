import { postJson } from '../post-json.server.ts'
import { conversionBody, type ConversionSender } from './conversion.ts'

/**
 * The affiliate network's endpoint, called with a JSON body of the conversion id, our order id and
 * the amount (no name, no medication, no patient id); `status: 'success'` is success. In production
 * the URL is https (env.server.ts).
 */
export function httpConversions(url: string): ConversionSender {
  return {
    name: 'http',
    async send(conversion, signal) {
      const body = (await postJson(url, conversionBody(conversion), signal, 'conversion endpoint')) as { status?: unknown } | null
      return body?.status === 'success' ? 'success' : 'unexpected'
    },
  }
}
