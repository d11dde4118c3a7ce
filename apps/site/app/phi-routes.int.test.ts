import fs from 'node:fs'
import path from 'node:path'
import configPromise from '@telehealth/cms/config'
import { AUDITS_CHANGES_OF, AUDITS_DELETES_OF, AUDITS_READS_OF, PHI_COLLECTIONS } from '@telehealth/cms/testing'
import type { SanitizedCollectionConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectionsNamedBy } from './phi-routes.scan.ts'
import routes from './routes.ts'

// Issue 32, "PHI routes audited out of all" (ADR 106). Every address of the site (routes.ts) and
// every endpoint of the CMS is listed; one that names a PHI collection (apps/cms/src/phi.ts, the one
// place PHI is marked) is a PHI route. It is audited when every PHI collection it reaches carries
// the audit hooks DESIGN.md and ADR 041 require: every change by anyone (create, update, delete)
// and every read by staff. Nothing in apps/site writes below the Local API (the data-path test), so
// those hooks are the only way in or out. A PHI route that reaches a collection without them fails.

type RouteEntry = { file: string; children?: RouteEntry[] }
type HookName = 'change' | 'delete' | 'read'
interface PhiRoute {
  route: string
  collections: string[]
  /** The hooks its collections must carry: changes always; staff reads too for the CMS's (staff) endpoints. */
  needs: HookName[]
}

const phi = new Set<string>(PHI_COLLECTIONS)
let collections: SanitizedCollectionConfig[]

beforeAll(async () => {
  collections = (await configPromise).collections
})

function routeFiles(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])])
}

const MARKERS: Record<HookName, symbol> = { change: AUDITS_CHANGES_OF, delete: AUDITS_DELETES_OF, read: AUDITS_READS_OF }
const HOOK_EVENT: Record<HookName, 'afterChange' | 'afterDelete' | 'afterRead'> = { change: 'afterChange', delete: 'afterDelete', read: 'afterRead' }

/** The audit hooks a collection carries, by the markers auditRecords.ts puts on them. */
function auditHooksOf(slug: string, configs: readonly SanitizedCollectionConfig[]): Set<HookName> {
  const config = configs.find((candidate) => candidate.slug === slug)
  const carried = new Set<HookName>()
  if (!config) return carried
  for (const name of Object.keys(MARKERS) as HookName[]) {
    const hooks = (config.hooks[HOOK_EVENT[name]] ?? []) as unknown as Record<symbol, unknown>[]
    if (hooks.some((hook) => hook[MARKERS[name]] === slug)) carried.add(name)
  }
  return carried
}

/** The site's PHI routes: every route file that names a PHI collection. */
function sitePhiRoutes(): { all: string[]; phiRoutes: PhiRoute[] } {
  const all = [...new Set(routeFiles(routes))]
  const phiRoutes = all
    .map((file) => ({
      route: `site ${file}`,
      collections: [...collectionsNamedBy(file)].filter((slug) => phi.has(slug)).sort(),
      needs: ['change', 'delete'] as HookName[],
    }))
    .filter((route) => route.collections.length > 0)
  return { all, phiRoutes }
}

/** The CMS's own endpoints (staff's): one on a PHI collection, or whose handler names one, is a PHI route. */
function cmsPhiRoutes(configs: readonly SanitizedCollectionConfig[]): { all: string[]; phiRoutes: PhiRoute[] } {
  const all: string[] = []
  const phiRoutes: PhiRoute[] = []
  for (const config of configs) {
    for (const endpoint of Array.isArray(config.endpoints) ? config.endpoints : []) {
      const route = `cms ${endpoint.method.toUpperCase()} /api/${config.slug}${endpoint.path}`
      all.push(route)
      const named = new Set([config.slug, ...[...endpoint.handler.toString().matchAll(/collection:\s*['"]([a-z0-9-]+)['"]/g)].map((match) => match[1]!)])
      const reached = [...named].filter((slug) => phi.has(slug)).sort()
      if (reached.length) phiRoutes.push({ route, collections: reached, needs: ['change', 'delete', 'read'] })
    }
  }
  return { all, phiRoutes }
}

/** The PHI routes whose collections lack an audit hook they need, with what is missing. */
function unaudited(routesToCheck: readonly PhiRoute[], configs: readonly SanitizedCollectionConfig[]): string[] {
  return routesToCheck.flatMap((route) =>
    route.collections.flatMap((slug) => {
      const carried = auditHooksOf(slug, configs)
      const missing = route.needs.filter((name) => !carried.has(name))
      return missing.length ? [`${route.route}: ${slug} without its ${missing.join(', ')} audit`] : []
    }),
  )
}

const figures = { phiRoutes: 0, phiRoutesAudited: 0 }

afterAll(() => {
  // The closing line of `npm test` (issue 32): PHI routes audited out of all, per engine.
  const engine = process.env.TEST_DATABASE_ENGINE === 'postgres' ? 'postgres' : 'sqlite'
  const folder = path.resolve(import.meta.dirname, '../../../.test-figures')
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(path.join(folder, `audit-${engine}.json`), `${JSON.stringify(figures)}\n`)
})

describe('PHI routes audited out of all', () => {
  it('every PHI collection carries the change, delete and staff-read audit hooks', () => {
    for (const slug of PHI_COLLECTIONS) expect([...auditHooksOf(slug, collections)].sort(), slug).toEqual(['change', 'delete', 'read'])
  })

  it('finds the PHI routes of the site and the CMS from the route manifest and the config, and every one is audited', () => {
    const site = sitePhiRoutes()
    const cms = cmsPhiRoutes(collections)
    // The lists are read from the manifest and the config: a route added tomorrow is in them.
    expect(site.all).toEqual(expect.arrayContaining(['routes/portal/home/profile.tsx', 'routes/resources/api/submit-md-form.ts', 'routes/redirects.ts']))
    const names = (list: PhiRoute[]) => list.map((route) => route.route)
    expect(names(site.phiRoutes)).toEqual(
      expect.arrayContaining([
        'site routes/portal/home/profile.tsx',
        'site routes/portal/medical-form/route.tsx',
        'site routes/resources/api/submit-md-form.ts',
        'site routes/resources/api/update-profile.ts',
        'site routes/resources/api/send-doc-message.ts',
        'site routes/resources/api/files.ts',
      ]),
    )
    // Content and the public funnel's copy are not PHI.
    expect(names(site.phiRoutes)).not.toContain('site routes/funnel/legal/route.tsx')
    expect(names(site.phiRoutes)).not.toContain('site routes/redirects.ts')
    expect(names(cms.phiRoutes)).toEqual(expect.arrayContaining(['cms POST /api/carts/:id/checkout-link']))

    const all = [...site.phiRoutes, ...cms.phiRoutes]
    const failing = unaudited(all, collections)
    figures.phiRoutes = all.length
    figures.phiRoutesAudited = all.filter((route) => unaudited([route], collections).length === 0).length
    expect(failing).toEqual([])
    expect(figures.phiRoutesAudited).toBe(figures.phiRoutes)
    expect(figures.phiRoutes).toBeGreaterThan(40)
  })

  it('a PHI collection that loses its change audit makes every route reaching it fail (a planted fault)', () => {
    const planted = collections.map<SanitizedCollectionConfig>((config) =>
      config.slug === 'weight-entries' ? { ...config, hooks: { ...config.hooks, afterChange: [] } } : config,
    )
    const failing = unaudited(sitePhiRoutes().phiRoutes, planted)
    expect(failing).toContain('site routes/portal/home/progress.tsx: weight-entries without its change audit')
    expect(failing.every((line) => line.includes('weight-entries'))).toBe(true)
  })
})
