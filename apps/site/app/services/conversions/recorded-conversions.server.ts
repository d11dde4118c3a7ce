import type { ConversionSender } from './conversion.ts'

/**
 * The embedded default when no affiliate endpoint is configured: the conversion is accepted and
 * only its order's record says so (the order's conversion fields); nothing leaves the machine and
 * nothing personal is logged.
 */
export const recordedConversions: ConversionSender = {
  name: 'recorded',
  async send() {
    return 'success'
  },
}
