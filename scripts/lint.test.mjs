// The lint phase of `npm test` catches what it is there for (ADR 069): a planted lint error, a
// planted unformatted file and a planted unused export (also one that only its test uses) each
// make the check report a problem, with the project's own configuration.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const planted = {
  clean: 'packages/domain/src/planted-clean.ts',
  error: 'packages/domain/src/planted-error.ts',
  react: 'packages/ui/src/components/Planted.tsx',
}

/**
 * ESLint with eslint.config.js. The planted files are not written (other work shares the tree), so
 * their types come from the shared base tsconfig, as for any file outside a workspace's tsconfig;
 * the rules and the file patterns are the project's. (The type service is made once per process,
 * so every planted path is named here.)
 */
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: Object.values(planted), defaultProject: 'tsconfig.base.json' } } },
  },
})

/** Lints `code` as if it were the file at `file` (relative to the repository); answers the rules it broke. */
async function lintAs(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

describe('ESLint with the project config', () => {
  it('passes clean code', async () => {
    expect(await lintAs(planted.clean, 'export const sum = (a: number, b: number): number => a + b\n')).toEqual([])
  }, 120_000)

  it('reports an unused variable and, with type information, a promise nobody awaits', async () => {
    const code = ['const unused = 1', 'async function save(): Promise<void> {}', 'export function run(): void {', '  save()', '}', ''].join('\n')
    const rules = await lintAs(planted.error, code)
    expect(rules).toContain('@typescript-eslint/no-unused-vars')
    expect(rules).toContain('@typescript-eslint/no-floating-promises')
  }, 120_000)

  it('reports a hook called conditionally and an image without alt text in React code', async () => {
    const code = [
      "import { useState } from 'react'",
      'export function Planted({ show }: { show: boolean }) {',
      '  if (show) {',
      '    const [value] = useState(0)',
      '    return <p>{value}</p>',
      '  }',
      '  return <img src="/a.png" />',
      '}',
      '',
    ].join('\n')
    const rules = await lintAs(planted.react, code)
    expect(rules).toContain('react-hooks/rules-of-hooks')
    expect(rules).toContain('jsx-a11y/alt-text')
  }, 120_000)
})

describe("Prettier's check with the project config", () => {
  it('accepts the house style and flags anything else', async () => {
    const file = path.join(repoRoot, 'packages/domain/src/planted.ts')
    const options = { ...(await prettier.resolveConfig(file)), filepath: file }
    expect(await prettier.check("export const greeting = 'hello'\n", options)).toBe(true)
    expect(await prettier.check('export const greeting = "hello";\n', options)).toBe(false)
  })
})

/** Runs knip on a throwaway workspace made of `files`; answers the names it reports, by kind. */
function knipOn(files, args = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knip-planted-'))
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
    const run = spawnSync(path.join(repoRoot, 'node_modules/.bin/knip'), ['--directory', dir, '--reporter', 'json', '--no-progress', ...args], {
      encoding: 'utf8',
    })
    const report = JSON.parse(run.stdout)
    /** @type {Record<string, string[]>} */
    const found = {}
    for (const row of report.issues) {
      for (const [kind, items] of Object.entries(row)) {
        if (Array.isArray(items)) for (const item of items) (found[kind] ??= []).push(item.name)
      }
    }
    return { exitCode: run.status, found }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const plantedWorkspace = {
  'package.json': JSON.stringify({ name: 'planted', private: true, type: 'module', devDependencies: { vitest: '*' } }),
  // `!` marks a production entry; the test is an entry only outside production mode.
  'knip.json': JSON.stringify({ entry: ['index.ts!', '*.test.ts'], project: ['*.ts!'] }),
  'index.ts': "import { used } from './rules.ts'\nconsole.log(used())\n",
  'rules.ts': 'export const used = () => 1\nexport const neverUsed = () => 2\nexport const onlyTested = () => 3\n',
  'rules.test.ts': "import { onlyTested } from './rules.ts'\nconsole.log(onlyTested())\n",
}

describe('knip', () => {
  it('reports an unused export', () => {
    const { exitCode, found } = knipOn(plantedWorkspace)
    expect(exitCode).toBe(1)
    expect(found.exports).toEqual(['neverUsed'])
  }, 120_000)

  it('in production mode also reports an export that only its test uses', () => {
    const { exitCode, found } = knipOn(plantedWorkspace, ['--production', '--include', 'exports'])
    expect(exitCode).toBe(1)
    expect(found.exports?.sort()).toEqual(['neverUsed', 'onlyTested'])
  }, 120_000)
})
