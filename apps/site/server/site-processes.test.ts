import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { siteProcesses } from './site-processes.ts'

describe('SITE_PROCESSES', () => {
  it('is 1 unless set, and a whole number from 1 to 32', () => {
    expect(siteProcesses(undefined)).toBe(1)
    expect(siteProcesses('')).toBe(1)
    expect(siteProcesses(' 2 ')).toBe(2)
    for (const wrong of ['0', '33', '1.5', 'two', '-1']) {
      expect(() => siteProcesses(wrong), wrong).toThrow('Invalid site environment:\n  SITE_PROCESSES: must be a whole number from 1 to 32')
    }
  })
})

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

interface Started {
  primary: ChildProcess
  port: number
  output: () => string
  exited: Promise<number | null>
}

const started: ChildProcess[] = []
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** The real primary over stand-in workers (site-processes.fixture.ts). */
async function startPrimary(extraEnv: Record<string, string> = {}): Promise<Started> {
  const port = await freePort()
  const primary = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'site-processes.fixture.ts')], {
    env: { ...process.env, FIXTURE_PORT: String(port), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(primary)
  let text = ''
  primary.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  primary.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => primary.on('exit', (code) => resolve(code)))
  return { primary, port, output: () => text, exited }
}

/** One request on a fresh connection; answers the worker number, or null when nothing answers. */
async function ask(port: number, pathname = '/'): Promise<string | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { headers: { Connection: 'close' } })
    return await response.text()
  } catch {
    return null
  }
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('several site processes on one port', () => {
  it('spreads connections over the workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    const site = await startPrimary()
    await until(() => site.output().includes(`Site ready on http://localhost:${site.port} (2 processes)`))
    const first = new Set<string | null>()
    for (let request = 0; request < 6; request += 1) first.add(await ask(site.port))
    expect([...first].sort()).toEqual(['1', '2'])

    await ask(site.port, '/die')
    await until(() => /Site process \d \(pid \d+\) stopped \(exit code 9\); starting another\./.test(site.output()))
    const after = new Set<string | null>()
    await until(async () => {
      after.add(await ask(site.port))
      return after.has('3')
    })
    expect(after.has('1') || after.has('2')).toBe(true)

    site.primary.kill('SIGTERM')
    expect(await site.exited).toBe(0)
    expect(await ask(site.port)).toBeNull()
  }, 30_000)

  it('stops when a worker dies before it could serve', async () => {
    const site = await startPrimary({ FIXTURE_FAIL: '1' })
    expect(await site.exited).toBe(3)
    expect(site.output()).toMatch(/Site process \d \(pid \d+\) stopped \(exit code 3\) before it could serve; stopping the site\./)
  }, 30_000)
})
