import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ViteDevServer } from 'vite'
import { DEV_SERVER_DENY } from '../vite.config.ts'

/**
 * The development server (server/index.ts when not in production) serves files through Vite's
 * middlewares: the site's own files, and anything in the repository under /@fs/. `.data/` (the
 * database and the secrets made for this machine) must never be one of them.
 */
const siteRoot = path.resolve(import.meta.dirname, '..')
const repoRoot = path.resolve(siteRoot, '../..')
const probeName = `dev-server-probe-${process.pid}.json`
const probes = [path.join(repoRoot, '.data', probeName), path.join(siteRoot, '.data', probeName)]
const createdDirs: string[] = []
const marker = `probe-value-${Math.random().toString(36).slice(2)}`

let vite: ViteDevServer
let server: http.Server
let base = ''

beforeAll(async () => {
  for (const probe of probes) {
    if (!fs.existsSync(path.dirname(probe))) {
      fs.mkdirSync(path.dirname(probe), { recursive: true })
      createdDirs.push(path.dirname(probe))
    }
    fs.writeFileSync(probe, JSON.stringify({ SESSION_SECRET: marker }), { mode: 0o600 })
  }
  const { createServer } = await import('vite')
  vite = await createServer({ root: siteRoot, logLevel: 'silent', server: { middlewareMode: true, hmr: false, ws: false } })
  server = http.createServer((req, res) =>
    vite.middlewares(req, res, () => {
      res.statusCode = 404
      res.end('not served')
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  server?.close()
  await vite?.close()
  for (const probe of probes) fs.rmSync(probe, { force: true })
  for (const dir of createdDirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('the development server never serves .data/', () => {
  it('denies the data directory, the secrets file and database files in its config', () => {
    expect(DEV_SERVER_DENY).toEqual(expect.arrayContaining(['.data', '**/.data/**', 'local-secrets.json', '**/.git/**', '.env']))
    expect(vite.config.server.fs.deny).toEqual(expect.arrayContaining(['.data', '**/.data/**']))
    expect(vite.config.server.fs.strict).toBe(true)
  })

  it.each([
    ['/@fs/<repo>/.data/...', () => `/@fs${path.join(repoRoot, '.data', probeName)}`],
    ['/.data/... under the site root', () => `/.data/${probeName}`],
    ['/@fs/<site>/.data/...', () => `/@fs${path.join(siteRoot, '.data', probeName)}`],
    ['a ?raw import of it', () => `/@fs${path.join(repoRoot, '.data', probeName)}?raw`],
  ])('%s answers 403 or 404 without the file', async (_label, url) => {
    const response = await fetch(`${base}${url()}`)
    expect([403, 404]).toContain(response.status)
    expect(await response.text()).not.toContain(marker)
  })

  it('(a file outside .data/ is served the same way, so the refusals above are the deny list)', async () => {
    const response = await fetch(`${base}/@fs${path.join(repoRoot, 'README.md')}?raw`)
    expect(response.status).toBe(200)
  })
})
