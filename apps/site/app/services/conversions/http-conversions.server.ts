import type { ConversionSender } from './conversion.ts'

/** The affiliate network's endpoint, called with the spec's JSON body; `status: 'success'` is success. */
export function httpConversions(url: string): ConversionSender {
  return {
    name: 'http',
    async send(conversion, signal) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(conversion),
        signal,
      })
      if (!response.ok) throw new Error(`conversion endpoint answered ${response.status}`)
      const body = (await response.json().catch(() => null)) as { status?: unknown } | null
      return body?.status === 'success' ? 'success' : 'unexpected'
    },
  }
}
