import config from '@telehealth/cms/config'
import { getPayload } from 'payload'
import { localApiOperation } from './local-api-ops.ts'

/** One Local API operation in a process of its own (the support server runs the same operations). */
const [operation, rawArgs] = process.argv.slice(2)
const payload = await getPayload({ config })
process.stdout.write(`\n${JSON.stringify(await localApiOperation(payload, operation, JSON.parse(rawArgs ?? '{}')))}\n`)
process.exit(0)
