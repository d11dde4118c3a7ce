import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

interface ManifestEntry {
  module: string
  imports?: string[]
  css?: string[]
}

interface BrowserManifest {
  entry: ManifestEntry
  routes: Record<string, ManifestEntry>
}

export interface RouteSize {
  route: string
  jsFiles: number
  jsGzip: number
  jsBrotli: number
  cssGzip: number
  cssBrotli: number
}

const gzip = (buffer: Buffer) => zlib.gzipSync(buffer, { level: 9 }).length
const brotli = (buffer: Buffer) => zlib.brotliCompressSync(buffer).length

/** Remix's browser manifest (assets/manifest-*.js): which files each route loads. */
function browserManifest(clientDir: string): BrowserManifest {
  const file = fs.readdirSync(path.join(clientDir, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file) throw new Error('no Remix browser manifest in build/client/assets')
  const text = fs.readFileSync(path.join(clientDir, 'assets', file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as BrowserManifest
}

/**
 * What a first visit to a route downloads: the client entry, the root route and the route's own
 * module with everything they import, plus their CSS.
 */
export function routeSizes(siteDir: string, routeIds: string[]): RouteSize[] {
  const clientDir = path.join(siteDir, 'build/client')
  const manifest = browserManifest(clientDir)
  return routeIds.map((routeId) => {
    const js = new Set<string>()
    const css = new Set<string>()
    const route = manifest.routes[routeId]
    if (!route) throw new Error(`route ${routeId} is not in the browser manifest`)
    for (const part of [manifest.entry, manifest.routes.root, route]) {
      if (!part) continue
      js.add(part.module)
      for (const file of part.imports ?? []) js.add(file)
      for (const file of part.css ?? []) css.add(file)
    }
    // The root links the site's stylesheet by URL (`styles.css?url`), so it is not in the manifest.
    for (const file of fs.readdirSync(path.join(clientDir, 'assets'))) if (/^styles-[\w-]+\.css$/.test(file)) css.add(`/assets/${file}`)
    const read = (file: string) => fs.readFileSync(path.join(clientDir, file))
    const sum = (files: Set<string>, measure: (buffer: Buffer) => number) => [...files].reduce((total, file) => total + measure(read(file)), 0)
    return { route: routeId, jsFiles: js.size, jsGzip: sum(js, gzip), jsBrotli: sum(js, brotli), cssGzip: sum(css, gzip), cssBrotli: sum(css, brotli) }
  })
}

/** The ids of the built routes whose id matches (e.g. /^routes\/medical-form/), from the browser manifest. */
export function builtRouteIds(siteDir: string, pattern: RegExp): string[] {
  return Object.keys(browserManifest(path.join(siteDir, 'build/client')).routes).filter((id) => pattern.test(id))
}
