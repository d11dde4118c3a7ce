import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The questionnaire page has a first-load budget (130 KB gzip with React and Remix): the runner's
 * rules must not load zod. This follows value imports (not `import type`, not re-exports, which a
 * bundler drops when nothing uses them: the package is side-effect free).
 */
function valueImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const source = readFileSync(file, 'utf8')
  for (const match of source.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)) {
    const specifier = match[1] ?? ''
    if (specifier.startsWith('.')) valueImports(resolve(dirname(file), specifier), seen)
    else seen.add(specifier)
  }
  return seen
}

describe('questionnaire runner weight', () => {
  it('runs a questionnaire without loading zod', () => {
    const here = dirname(fileURLToPath(import.meta.url))
    for (const entry of ['runner.ts', '../portal/doses/plan.ts', '../portal/uploads/image.ts']) {
      const loaded = valueImports(resolve(here, entry))
      expect([...loaded].filter((name) => !name.startsWith('/'))).toEqual([])
    }
  })
})
