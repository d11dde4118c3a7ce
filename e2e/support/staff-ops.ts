import { storeSecondFactor } from '@telehealth/cms/testing'
import type { Payload } from 'payload'

/**
 * Staff set-up for e2e tests: `create` makes a staff member and, given a TOTP secret, turns their
 * second factor on with it (as if they had enrolled in the admin), so the test can compute their codes.
 */
interface CreateArgs {
  data: { email: string; password: string; name: string; role: 'admin' | 'marketing' | 'clinical' | 'fulfilment' }
  totpSecret?: string
}

export async function staffOperation(payload: Payload, operation: string | undefined, args: unknown): Promise<unknown> {
  switch (operation) {
    case 'create': {
      const { data, totpSecret } = args as CreateArgs
      const staff = await payload.create({ collection: 'staff', data })
      const recoveryCodes = totpSecret ? await storeSecondFactor(payload, staff.id, totpSecret, null) : []
      return { id: staff.id, recoveryCodes }
    }
    default:
      throw new Error(`Unknown staff operation: ${operation}`)
  }
}
