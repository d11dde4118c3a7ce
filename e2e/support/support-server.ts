import http from 'node:http'
import type { AddressInfo } from 'node:net'
import config from '@telehealth/cms/config'
import { getPayload } from 'payload'
import { localApiOperation } from './local-api-ops.ts'
import { staffOperation } from './staff-ops.ts'

/**
 * The e2e tests' set-up operations (local-api-ops.ts, staff-ops.ts) in one long-lived process:
 * Payload loads once for the whole run instead of once per call (seconds each on a busy machine).
 * Listens on 127.0.0.1 only, answers only requests carrying the run's token, and prints its port
 * on its first line for global-setup.ts.
 */
const token = process.env.E2E_SUPPORT_TOKEN ?? ''
if (token.length < 16) throw new Error('E2E_SUPPORT_TOKEN is required')
const payload = await getPayload({ config })
const operations: Record<string, (operation: string | undefined, args: unknown) => Promise<unknown>> = {
  'local-api-runner.ts': (operation, args) => localApiOperation(payload, operation, args),
  'staff-runner.ts': (operation, args) => staffOperation(payload, operation, args),
}

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    void (async () => {
      if (request.method !== 'POST' || request.headers.authorization !== `Bearer ${token}`) {
        response.writeHead(403).end()
        return
      }
      try {
        const { script, operation, args } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { script: string; operation: string; args: unknown }
        const run = operations[script]
        if (!run) throw new Error(`No support script ${script}`)
        const result = await run(operation, args)
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null))
      } catch (error) {
        const message =
          error instanceof Error ? `${error.name}: ${error.message}\n${JSON.stringify((error as { data?: unknown }).data ?? null)}` : String(error)
        response.writeHead(500, { 'content-type': 'text/plain' }).end(message)
      }
    })()
  })
})
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`)
})
