import { rateLimitKeyWith } from '@telehealth/cms/site'
import type { Payload } from 'payload'

/** The Local API operations e2e tests may run on the CMS, by name (support-server.ts, local-api-runner.ts). */
export async function localApiOperation(payload: Payload, operation: string | undefined, args: unknown): Promise<unknown> {
  switch (operation) {
    case 'findGlobal':
      return payload.findGlobal(args as Parameters<typeof payload.findGlobal>[0])
    case 'updateGlobal':
      return payload.updateGlobal(args as Parameters<typeof payload.updateGlobal>[0])
    case 'find':
      return payload.find(args as Parameters<typeof payload.find>[0])
    case 'findVersions':
      return payload.findVersions(args as Parameters<typeof payload.findVersions>[0])
    case 'create':
      return payload.create(args as Parameters<typeof payload.create>[0])
    case 'update':
      return payload.update(args as Parameters<typeof payload.update>[0])
    case 'delete':
      return payload.delete(args as Parameters<typeof payload.delete>[0])
    case 'createMany': {
      // Several records in one process (each Local API start costs seconds): { collection, docs }.
      const { collection, docs } = args as { collection: Parameters<typeof payload.create>[0]['collection']; docs: Record<string, unknown>[] }
      const created = []
      for (const data of docs) created.push(await payload.create({ collection, data }))
      return created
    }
    case 'resetAddressBudgets': {
      // Spent per-address budgets of the given client addresses: { addresses, prefixes }.
      const { addresses, prefixes } = args as { addresses: string[]; prefixes: string[] }
      const secret = process.env.SESSION_SECRET
      if (!secret) throw new Error('SESSION_SECRET is needed to name the budgets')
      const keys = prefixes.flatMap((prefix) => addresses.map((address) => rateLimitKeyWith(secret, prefix, address)))
      const removed = await payload.delete({ collection: 'rate-limit-hits', where: { key: { in: keys } }, depth: 0 })
      return { removed: removed.docs.length }
    }
    default:
      throw new Error(`Unknown Local API operation: ${operation}`)
  }
}
