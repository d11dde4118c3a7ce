// Makes sure a Chromium is there for the e2e and story tests: Playwright's own browser where it
// can be downloaded, else Debian's chromium when running as root, else a clear message.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { repoRoot } from './ensure-install.mjs'

export async function ensureBrowser() {
  const { findChromium } = await import('./chromium.mjs')
  const found = findChromium()
  if (found) return found

  console.log("Getting a browser for the tests: trying Playwright's own Chromium...")
  const playwright = spawnSync(path.join(repoRoot, 'node_modules/.bin/playwright'), ['install', 'chromium'], {
    stdio: 'inherit',
    timeout: 300_000,
  })
  if (playwright.status === 0 && findChromium()) return findChromium()

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0
  if (isRoot && hasApt) {
    console.log("Playwright's browser could not be downloaded here; installing Debian's chromium...")
    const apt = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' })
    if (apt.status === 0 && findChromium()) return findChromium()
  }

  console.error(`
No Chromium for the browser tests. Get one of these, then run npm test again:
  - npx playwright install chromium            (needs access to Playwright's download servers)
  - sudo apt-get install chromium              (Debian/Ubuntu; then it is found at /usr/bin/chromium)
  - CHROMIUM_PATH=/path/to/chromium npm test   (any recent Chromium or Chrome)
`)
  process.exit(1)
}
