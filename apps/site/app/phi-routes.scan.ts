import fs from 'node:fs'
import path from 'node:path'

/**
 * For phi-routes.int.test.ts (ADR 106): which collections a route's own code names. Starts at the
 * route's file and follows its imports inside apps/site/app (`~/...` and relative), reading every
 * `collection: '<slug>'`. It stops at the door (cms.server.ts), which every route imports and which
 * names no collection of a route's own; what the CMS's functions write goes through the Local API
 * and its hooks as well.
 */
const APP = path.resolve(import.meta.dirname)
const STOP = new Set([path.join(APP, 'cms.server.ts')])
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const COLLECTION = /collection:\s*['"]([a-z0-9-]+)['"]/g

function resolveImport(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('~/')) base = path.join(APP, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

/** The collections named by `file` (relative to apps/site/app) and everything it imports in the app. */
export function collectionsNamedBy(file: string): Set<string> {
  const seen = new Set<string>()
  const named = new Set<string>()
  const queue = [path.join(APP, file)]
  while (queue.length) {
    const current = queue.pop()!
    if (seen.has(current) || STOP.has(current)) continue
    seen.add(current)
    const text = fs.readFileSync(current, 'utf8')
    for (const match of text.matchAll(COLLECTION)) named.add(match[1]!)
    for (const match of text.matchAll(IMPORT)) {
      const resolved = resolveImport(current, match[1] ?? match[2] ?? '')
      if (resolved && !/\.(test|stories)\.tsx?$/.test(resolved)) queue.push(resolved)
    }
  }
  return named
}
