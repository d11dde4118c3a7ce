import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loader as redirectLoader } from './routes/redirects.ts'

const appDir = import.meta.dirname

interface Entry {
  id?: string
  path?: string
  file: string
  index?: boolean
  children?: Entry[]
}

async function table(benchRoutes?: string): Promise<Entry[]> {
  vi.resetModules()
  if (benchRoutes === undefined) vi.stubEnv('SITE_BENCH_ROUTES', '')
  else vi.stubEnv('SITE_BENCH_ROUTES', benchRoutes)
  const routes = (await import('./routes.ts')).default as Entry[]
  const flat = (entries: Entry[]): Entry[] => entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])])
  return flat(routes)
}

function routeModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeModules(full)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(appDir, full)] : []
  })
}

afterEach(() => {
  vi.unstubAllEnvs()
})

// Loading the table loads Remix's route-config helpers (part of @remix-run/dev): seconds, not milliseconds.
describe('the route table (routes.ts)', { timeout: 60_000 }, () => {
  it('names existing files, and every route module under routes/ is in it', async () => {
    const entries = await table('1')
    for (const entry of entries) expect(fs.existsSync(path.join(appDir, entry.file)), entry.file).toBe(true)
    const named = new Set(entries.map((entry) => entry.file))
    // Modules a route imports (server code, browser helpers, the alias table) are not routes themselves.
    const routeFiles = routeModules(path.join(appDir, 'routes')).filter(
      (file) => /(^|\/)route\.tsx?$/.test(file) || file.startsWith('routes/resources/') || file.startsWith('routes/bench/'),
    )
    expect(routeFiles.filter((file) => !named.has(file))).toEqual([])
  })

  it('gives every path once', async () => {
    const paths = (await table('1')).filter((entry) => !entry.index).map((entry) => entry.path)
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([])
  })

  it('has the bench page only in the bench build', async () => {
    expect((await table()).some((entry) => entry.path === 'bench-baseline')).toBe(false)
    expect((await table('1')).some((entry) => entry.path === 'bench-baseline')).toBe(true)
  })
})

describe('the aliases (routes/redirects.ts)', () => {
  const go = (url: string) =>
    redirectLoader({ request: new Request(url), params: {}, context: { cspNonce: '', clientIp: '127.0.0.1', trackingSessionId: 'test' } })

  it('sends an alias to its page with the query string kept', () => {
    const quiz = go('https://care.example.com/quiz?sema=3')
    expect(quiz.status).toBe(302)
    expect(quiz.headers.get('Location')).toBe('/?sema=3')
    expect(go('https://care.example.com/weight-loss-plan/?tir=6').headers.get('Location')).toBe('/select-med?tir=6')
  })

  it('sends an unknown path to the start of the funnel, without its query', () => {
    expect(go('https://care.example.com/no/such/page?x=1').headers.get('Location')).toBe('/')
  })
})
