import config from '@telehealth/cms/config'
import { getPayload } from 'payload'

/** The operations e2e tests may run on the CMS, by name. */
const [operation, rawArgs] = process.argv.slice(2)
const payload = await getPayload({ config })
const args: unknown = JSON.parse(rawArgs ?? '{}')

async function run(): Promise<unknown> {
  switch (operation) {
    case 'findGlobal':
      return payload.findGlobal(args as Parameters<typeof payload.findGlobal>[0])
    case 'updateGlobal':
      return payload.updateGlobal(args as Parameters<typeof payload.updateGlobal>[0])
    case 'find':
      return payload.find(args as Parameters<typeof payload.find>[0])
    case 'create':
      return payload.create(args as Parameters<typeof payload.create>[0])
    case 'update':
      return payload.update(args as Parameters<typeof payload.update>[0])
    default:
      throw new Error(`Unknown Local API operation: ${operation}`)
  }
}

process.stdout.write(`\n${JSON.stringify(await run())}\n`)
process.exit(0)
