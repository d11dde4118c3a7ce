import { describe, expect, it } from 'vitest'
import { startOnePerTurn } from './turns.ts'

/** Counts turns of the event loop, so a test can see in which turn something ran. */
function turnCounter() {
  let turn = 0
  let running = true
  const tick = () => {
    turn += 1
    if (running) setImmediate(tick)
  }
  setImmediate(tick)
  return { now: () => turn, stop: () => (running = false) }
}

function startAll(names: string[], enter: (name: string, next: () => void) => void) {
  return Promise.all(names.map((name) => new Promise<void>((resolve) => enter(name, resolve))))
}

describe('one request started per turn', () => {
  it('starts waiting requests in the order they came, each in a turn of its own (so a new connection is accepted between them)', async () => {
    const turns = turnCounter()
    const onePerTurn = startOnePerTurn()
    const started: [string, number][] = []
    await startAll(['a', 'b', 'c'], (name, done) =>
      onePerTurn(null, null, () => {
        started.push([name, turns.now()])
        done()
      }),
    )
    turns.stop()
    expect(started.map(([name]) => name)).toEqual(['a', 'b', 'c'])
    const [first, second, third] = started.map(([, turn]) => turn)
    expect(second).toBeGreaterThan(first!)
    expect(third).toBeGreaterThan(second!)
  })

  it('keeps going after the line empties', async () => {
    const onePerTurn = startOnePerTurn()
    const started: string[] = []
    await startAll(['first'], (name, done) => onePerTurn(null, null, () => (started.push(name), done())))
    await startAll(['later'], (name, done) => onePerTurn(null, null, () => (started.push(name), done())))
    expect(started).toEqual(['first', 'later'])
  })
})
