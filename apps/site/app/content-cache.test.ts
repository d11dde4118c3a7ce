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

describe('memoizeFor with onStale (stale on error)', () => {
  it('answers the last good value while reads fail, tells of each failure, and takes a fresh value again once reads work', async () => {
    let clock = 0
    let failing = false
    let reads = 0
    const failures: unknown[] = []
    const read = memoizeFor(
      2_000,
      async () => {
        reads += 1
        if (failing) throw new Error('no such table: products')
        return `catalogue ${reads}`
      },
      { now: () => clock, onStale: (error) => failures.push(error) },
    )
    expect(await read()).toBe('catalogue 1')
    failing = true
    clock += 2_000
    expect(await read()).toBe('catalogue 1')
    expect(failures).toHaveLength(1)
    // The stale answer is kept for the time to live: no read per request while the database is down.
    clock += 1_000
    expect(await read()).toBe('catalogue 1')
    expect(reads).toBe(2)
    clock += 1_000
    expect(await read()).toBe('catalogue 1')
    expect(failures).toHaveLength(2)
    failing = false
    clock += 2_000
    expect(await read()).toBe('catalogue 4')
  })

  it('with no good value yet, the failure reaches the caller', async () => {
    const read = memoizeFor(
      2_000,
      async () => {
        throw new Error('database down')
      },
      { now: () => 0, onStale: () => undefined },
    )
    await expect(read()).rejects.toThrow('database down')
  })
})
