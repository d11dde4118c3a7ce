import { describe, expect, it } from 'vitest'
import { memoizeFor } from './content-cache.ts'

function counter() {
  let reads = 0
  return {
    get reads() {
      return reads
    },
    load: async () => {
      reads += 1
      return `value ${reads}`
    },
  }
}

describe('memoizeFor', () => {
  it('reuses a read until it is older than the time to live', async () => {
    let clock = 1_000
    const source = counter()
    const read = memoizeFor(2_000, source.load, () => clock)
    expect(await read()).toBe('value 1')
    clock += 1_999
    expect(await read()).toBe('value 1')
    clock += 1
    expect(await read()).toBe('value 2')
    expect(source.reads).toBe(2)
  })

  it('shares one read between callers that arrive while it runs', async () => {
    const source = counter()
    const read = memoizeFor(2_000, source.load, () => 0)
    const values = await Promise.all([read(), read(), read()])
    expect(values).toEqual(['value 1', 'value 1', 'value 1'])
    expect(source.reads).toBe(1)
  })

  it('does not keep a failed read', async () => {
    let fail = true
    const read = memoizeFor(
      60_000,
      async () => {
        if (fail) throw new Error('database busy')
        return 'fresh'
      },
      () => 0,
    )
    await expect(read()).rejects.toThrow('database busy')
    fail = false
    expect(await read()).toBe('fresh')
  })

  it('reads every time when the time to live is 0', async () => {
    const source = counter()
    const read = memoizeFor(0, source.load, () => 5)
    await read()
    await read()
    expect(source.reads).toBe(2)
  })
})
