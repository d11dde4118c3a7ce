/**
 * Starts the requests that are waiting one per turn of the event loop, in the order they came.
 *
 * The site reads and writes an embedded SQLite database whose driver answers synchronously, so a
 * request often runs from start to finish without giving the event loop back. When many arrive at
 * once, Node starts each of them inside the same turn, one after another, and only between turns
 * does it accept new connections. On this platform's network stack it accepts one new connection
 * per turn, so under a burst of 20 intake submits (a turn of ~200 ms) the 7th patient to connect
 * waited 1.4 s before the server even read the request (bench, issue #9; ADR 016). Started one per
 * turn, each turn is one request long, and a new connection is accepted within one request's time
 * and served in its place in line.
 *
 * This is not a lock: a started request that waits on real I/O gives the turn back and the next
 * one starts. Only the start is paced; nothing is refused or dropped.
 */
export function startOnePerTurn() {
  const waiting: (() => void)[] = []
  let pumping = false

  function startNext() {
    const start = waiting.shift()
    if (!start) {
      pumping = false
      return
    }
    // Scheduled before starting, so a request that throws cannot stop the line.
    setImmediate(startNext)
    start()
  }

  return function onePerTurn(_request: unknown, _response: unknown, next: () => void) {
    waiting.push(next)
    if (!pumping) {
      pumping = true
      setImmediate(startNext)
    }
  }
}
