import { getTestPayload } from '@telehealth/cms/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '~/env.server.ts'
import { siteHandler, siteManifest, siteServerBuild } from '../../test/fuzz/site-handler.ts'

// Found by the route fuzz suite (ADR 104): Remix takes every method but GET for a form submission,
// so a HEAD ran a page's action (or its origin check, a 500 when the request named another Origin).
// The server hands Remix a HEAD as the GET it asks about (server/remix-handler.ts); Node sends no body.

let handle: (request: Request) => Promise<Response>

beforeAll(async () => {
  await getTestPayload()
  handle = siteHandler(await siteServerBuild(await siteManifest()))
}, 60_000)

describe('a HEAD request', () => {
  for (const target of ['/login', '/login.data', '/sorry.data', '/select-med']) {
    it(`to ${target} answers as its GET does, whatever Origin it names`, async () => {
      for (const origin of ['https://evil.example', 'null', undefined]) {
        const headers: Record<string, string> = origin ? { Origin: origin } : {}
        const head = await handle(new Request(`${env.publicOrigin}${target}`, { method: 'HEAD', headers }))
        const get = await handle(new Request(`${env.publicOrigin}${target}`, { method: 'GET', headers }))
        expect(head.status, `${target} ${origin}`).toBe(get.status)
        expect(head.status).toBeLessThan(400)
      }
    })
  }
})
