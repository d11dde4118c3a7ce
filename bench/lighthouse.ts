import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { findChromium, SYSTEM_CHROMIUM_ARGS } from '../scripts/chromium.mjs'

export interface LighthouseScores {
  url: string
  performance: number
  accessibility: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/** Lighthouse's mobile preset (its default), performance and accessibility only. */
export async function lighthouseScores(urls: string[]): Promise<LighthouseScores[]> {
  const found = findChromium()
  if (!found) throw new Error('No Chromium for Lighthouse (see scripts/chromium.mjs).')
  const chrome = await chromeLauncher.launch({
    chromePath: found.executablePath,
    chromeFlags: found.kind === 'playwright' ? ['--headless', '--no-sandbox'] : SYSTEM_CHROMIUM_ARGS,
  })
  try {
    const scores: LighthouseScores[] = []
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
      scores.push({
        url,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      })
    }
    return scores
  } finally {
    chrome.kill()
  }
}
