import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * One client data pattern (ADR 074): a page reaches the server through its loader, `<Form>` and
 * `useFetcher` (a machine through the actors its route provides, ~/http/fetcher-actor.ts). A
 * hand-written `fetch(` in route, component or browser code is allowed only where a fetcher cannot
 * do the job, and each such file says why below.
 */
const REPO = path.resolve(import.meta.dirname, '../../..')

/** Where browser code lives: the site's app (routes, components, client modules) and the UI package. */
const SCANNED = ['apps/site/app', 'packages/ui/src']

/** The only files that may call fetch, each with its reason. Paths from the repository root. */
const FETCH_ALLOWED: Record<string, string> = {
  'apps/site/app/uploads/use-image-upload.ts':
    'photo upload: the signed-URL request gives up after 30 s (spec 001 section 7), then the PUT with progress (XMLHttpRequest), and each try is logged; one step of the upload, not a page call',
  'apps/site/app/routes/portal/upload-video/video-browser.ts':
    'video upload: resumable parts with progress and a retry per part (its postJson asks for each part), and each try is logged; the upload machine drives it',
  'apps/site/app/chat/chat-realtime.ts':
    "the Ably SDK's authCallback (ADR 099): the SDK asks for a token (GET /api/chat-token) whenever it connects or renews one, outside any page's render, and waits on a callback; a fetcher answers only through a render",
  'apps/site/app/http/send-on-leave.ts':
    "the last save as the page goes away (pagehide): the router cancels its fetchers with the page, only fetch's keepalive outlives it",
}

/** Server-only code (never in the browser bundle), tests, stories' type declarations. */
function isBrowserModule(file: string): boolean {
  if (!/\.(ts|tsx)$/.test(file) || file.endsWith('.d.ts')) return false
  if (/\.server\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return false
  return !file.split('/').includes('server')
}

/** The 1-based lines of `source` that call fetch (also as window./globalThis./self.fetch), comments left out. */
export function fetchCallLines(source: string): number[] {
  // Block comments become blank space of the same shape, so line numbers stay right.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  const call = /(?<![\w$.])(?:(?:window|globalThis|self)\.)?fetch\s*\(/
  return code.split('\n').flatMap((line, index) => (!line.trim().startsWith('//') && call.test(line) ? [index + 1] : []))
}

function filesUnder(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
}

/** Every `file:line` under `roots` (relative to `base`) that calls fetch and is not allowed. */
export function fetchCallsOutside(base: string, roots: string[], allowed: Record<string, string>): string[] {
  return roots.flatMap((root) =>
    filesUnder(path.join(base, root))
      .map((file) => path.relative(base, file).split(path.sep).join('/'))
      .filter((file) => isBrowserModule(file) && !(file in allowed))
      .flatMap((file) => fetchCallLines(readFileSync(path.join(base, file), 'utf8')).map((line) => `${file}:${line}`))
      .sort(),
  )
}

describe('one client data pattern', () => {
  it('no route, component or browser module calls fetch outside the allowed files', () => {
    const found = fetchCallsOutside(REPO, SCANNED, FETCH_ALLOWED)
    expect(found, `fetch( outside the allowed files (use a loader, <Form> or useFetcher; ADR 074):\n${found.join('\n')}`).toEqual([])
  })

  it('every allowed file exists, still calls fetch, and says why', () => {
    for (const [file, reason] of Object.entries(FETCH_ALLOWED)) {
      expect(fetchCallLines(readFileSync(path.join(REPO, file), 'utf8')).length, `${file} no longer calls fetch: take it off the list`).toBeGreaterThan(0)
      expect(reason.length).toBeGreaterThan(20)
    }
  })
})

describe('the fetch scanner', () => {
  const planted = mkdtempSync(path.join(tmpdir(), 'client-data-pattern-'))
  afterAll(() => rmSync(planted, { recursive: true, force: true }))

  it('finds a planted call, in each spelling, and skips comments', () => {
    const source = [
      "const answer = await fetch('/api/order-items')",
      "// fetch('/in-a-comment')",
      '/* fetch(',
      '   still a comment */ const fetcher = useFetcher()',
      "window.fetch('/x')",
      "void globalThis.fetch ('/y')",
      'router.fetch(key, routeId, href)',
      'const prefetch = (href) => href',
    ].join('\n')
    expect(fetchCallLines(source)).toEqual([1, 5, 6])
  })

  it('fails on a planted route file and names it, but not on a server module, a test or an allowed file', () => {
    mkdirSync(path.join(planted, 'app/routes/portal/home'), { recursive: true })
    mkdirSync(path.join(planted, 'app/server'), { recursive: true })
    writeFileSync(path.join(planted, 'app/routes/portal/home/route.tsx'), "export function Tab() {\n  void fetch('/api/order-items')\n}\n")
    writeFileSync(path.join(planted, 'app/routes/portal/home/home.server.ts'), "await fetch('https://pharmacy.example')\n")
    writeFileSync(path.join(planted, 'app/routes/portal/home/route.test.ts'), "await fetch('/home')\n")
    writeFileSync(path.join(planted, 'app/server/index.ts'), "await fetch('/healthz')\n")
    writeFileSync(path.join(planted, 'app/upload.ts'), "await fetch(signedUrl, { method: 'PUT' })\n")
    expect(fetchCallsOutside(planted, ['app'], { 'app/upload.ts': 'an upload with progress' })).toEqual(['app/routes/portal/home/route.tsx:2'])
  })
})
