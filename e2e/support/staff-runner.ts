import { storeSecondFactor } from '@telehealth/cms/auth/staff/second-factor'
import config from '@telehealth/cms/config'
import { getPayload } from 'payload'

/**
 * Staff set-up for e2e tests, in a separate Node process as local-api-runner.ts: `create` makes a
 * staff member and, given a TOTP secret, turns their second factor on with it (as if they had
 * enrolled in the admin), so the test can compute their codes.
 */
const [operation, rawArgs] = process.argv.slice(2)
const payload = await getPayload({ config })

interface CreateArgs {
  data: { email: string; password: string; name: string; role: 'admin' | 'marketing' | 'clinical' }
  totpSecret?: string
}

async function run(): Promise<unknown> {
  switch (operation) {
    case 'create': {
      const { data, totpSecret } = JSON.parse(rawArgs ?? '{}') as CreateArgs
      const staff = await payload.create({ collection: 'staff', data })
      const recoveryCodes = totpSecret ? await storeSecondFactor(payload, staff.id, totpSecret, null) : []
      return { id: staff.id, recoveryCodes }
    }
    default:
      throw new Error(`Unknown staff operation: ${operation}`)
  }
}

process.stdout.write(`\n${JSON.stringify(await run())}\n`)
process.exit(0)
