import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/** The rules must stay pure: no I/O, no clock, no randomness, no imports beyond zod. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    // `*.testing.ts` is test support (schemas read from disk for the tests), never imported by the rules.
    return path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.testing.ts') ? [path] : []
  })
}

const forbidden = [/\bfetch\(/, /Date\.now\(/, /new Date\(\)/, /Math\.random\(/, /localStorage/, /sessionStorage/, /process\.env/, /\bconsole\./, /:\s*any\b/]

/**
 * The one place the domain may read the clock: the browser progress store's default `now`
 * (its callers in the browser omit it; every test passes a simulated clock).
 */
const clockDefaults = new Set(['questionnaire/progress-store.ts'])

describe('package purity', () => {
  const files = sourceFiles(fileURLToPath(new URL('.', import.meta.url)))

  it.each(files)('%s has no I/O, clock or randomness', (file) => {
    const source = readFileSync(file, 'utf8')
    const allowed = [...clockDefaults].some((name) => file.endsWith(name))
    for (const pattern of forbidden) if (!(allowed && String(pattern) === String(/new Date\(\)/))) expect(source).not.toMatch(pattern)
  })

  /** Type-only packages: erased at build, so they add no code and no I/O (FHIR R4 resource types). */
  const typeOnlyPackages = new Set(['@medplum/fhirtypes'])

  it.each(files)('%s imports only zod and its own files', (file) => {
    const source = readFileSync(file, 'utf8')
    const imports = [...source.matchAll(/(import\s+type\s[^;]*?)?from '([^']+)'/g)].map((match) => ({
      typeOnly: match[1] !== undefined,
      specifier: match[2] ?? '',
    }))
    for (const { typeOnly, specifier } of imports) {
      expect(specifier === 'zod' || specifier.startsWith('.') || (typeOnly && typeOnlyPackages.has(specifier)), specifier).toBe(true)
    }
  })
})
