// The one place that decides which Chromium the tests (e2e, story tests) and benchmarks drive:
// CHROMIUM_PATH if set, else Playwright's own browser when it has been downloaded, else the
// system's (Debian's /usr/bin/chromium). Playwright cannot download its browser on every machine.
import fs from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

// A system browser started by a test needs no network of its own and may run as root.
export const SYSTEM_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function playwrightChromium() {
  try {
    const { chromium } = require('playwright-core')
    const executable = chromium.executablePath()
    return executable && fs.existsSync(executable) ? executable : null
  } catch {
    return null
  }
}

/** @returns {{ executablePath: string, kind: 'env' | 'playwright' | 'system' } | null} */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) {
    return { executablePath: process.env.CHROMIUM_PATH, kind: 'env' }
  }
  const own = playwrightChromium()
  if (own) return { executablePath: own, kind: 'playwright' }
  const system = SYSTEM_CHROMIUMS.find((candidate) => fs.existsSync(candidate))
  return system ? { executablePath: system, kind: 'system' } : null
}

/** Launch options for Playwright: nothing special for its own browser, path and flags otherwise. */
export function chromiumLaunchOptions() {
  const found = findChromium()
  if (!found || found.kind === 'playwright') return {}
  return { executablePath: found.executablePath, args: SYSTEM_CHROMIUM_ARGS }
}
