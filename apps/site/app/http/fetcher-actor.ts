import { useFetcher, type FetcherWithComponents, type SubmitOptions } from '@remix-run/react'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'

/** What a fetcher submits: a plain object (JSON or form fields), FormData or URLSearchParams. */
type SubmitTarget = Parameters<FetcherWithComponents<unknown>['submit']>[0]

/**
 * A machine's request as a Remix fetcher (ADR 076). The machine keeps its promise actor contract
 * (`fromPromise<Answer, Input>`: an answer resolves, no answer at all rejects); the route provides
 * the actor this hook makes, which posts the input as JSON to a route action through `useFetcher`
 * and settles when the fetcher comes back idle. The machine never sees the router, and the page
 * keeps the router's pending state, revalidation rules and redirects (a lapsed session's redirect
 * to /login is followed, not returned).
 *
 * `read` turns the route's answer into the actor's output and throws for an answer that is a
 * refusal (the machine's `onError`); `method: 'get'` calls the route's loader with the input as
 * the query; `encType` sends form fields to an action that reads `request.formData()`. Outside a
 * machine (a component's own lookup), `useFetcherCall` is the same call as a promise.
 */

/** What a page's `clientAction` gives the fetcher when the server gave no answer (network down, a server error). */
export interface Unanswered {
  unanswered: string
}

function isUnanswered(value: unknown): value is Unanswered {
  return typeof value === 'object' && value !== null && 'unanswered' in value && typeof value.unanswered === 'string'
}

/**
 * For a route's `clientAction`: the server action's answer, or why there was none. A network
 * failure would otherwise go to the error boundary and take the page (and the machine's state)
 * with it; a redirect (a Response) still goes to the router.
 */
export async function answerOrUnanswered<Answer>(serverAction: () => Promise<Answer>): Promise<Answer | Unanswered> {
  try {
    return await serverAction()
  } catch (error) {
    if (error instanceof Response) throw error
    return { unanswered: error instanceof Error && error.message ? error.message : 'No answer from the server.' }
  }
}

interface Waiting<Answer> {
  resolve: (answer: Answer) => void
  reject: (error: Error) => void
  /** The fetcher's data before this submit, so an old answer is never taken for the new one. */
  before: unknown
  /** Whether the fetcher has been seen busy with this submit. */
  busy: boolean
}

export interface FetcherActorOptions<Input> {
  /** The fetcher's key (one request of a page at a time). */
  key: string
  /** The route action that answers (its path). */
  action: string
  /** The JSON body the action reads (form fields with `encType`, the query with `method: 'get'`). */
  body: (input: Input) => SubmitTarget
  /** Default 'post' ('put' for an action that takes only PUT). 'get' calls the route's loader with `body` as the query string. */
  method?: 'post' | 'put' | 'get'
  /** Default JSON; 'application/x-www-form-urlencoded' for an action that reads `request.formData()`. */
  encType?: Exclude<SubmitOptions['encType'], 'text/plain'>
}

export interface FetcherCallOptions<Input, Answer> extends FetcherActorOptions<Input> {
  /** The route's answer as the caller wants it; throw for an answer that is a refusal. Default: as it came. */
  read?: (answer: unknown) => Answer
}

/** A fetcher as a promise: `call(input)` settles with the answer. Stable for the page's life. */
export function useFetcherCall<Input, Answer>({ key, action, body, method = 'post', encType = 'application/json', read }: FetcherCallOptions<Input, Answer>) {
  const fetcher = useFetcher<Answer | Unanswered>({ key })
  const latest = useRef({ submit: fetcher.submit, data: fetcher.data, action, body, method, encType })
  const waiting = useRef<Waiting<Answer> | null>(null)
  const readAnswer = useRef(read)

  useEffect(() => {
    latest.current = { submit: fetcher.submit, data: fetcher.data, action, body, method, encType }
    readAnswer.current = read
  })

  useEffect(() => {
    const current = waiting.current
    if (!current) return
    if (fetcher.state !== 'idle') {
      current.busy = true
      return
    }
    if (!current.busy && fetcher.data === current.before) return
    waiting.current = null
    const data: unknown = fetcher.data
    if (data === undefined) current.reject(new Error('No answer from the server.'))
    else if (isUnanswered(data)) current.reject(new Error(data.unanswered))
    else {
      try {
        const interpret = readAnswer.current
        current.resolve(interpret ? interpret(data) : (data as Answer))
      } catch (refusal) {
        current.reject(refusal instanceof Error ? refusal : new Error(String(refusal)))
      }
    }
  }, [fetcher.state, fetcher.data])

  // Leaving the page mid-request: the machine stops with the page, so nothing may wait on the answer.
  useEffect(
    () => () => {
      waiting.current?.reject(new Error('The page was left.'))
      waiting.current = null
    },
    [],
  )

  return useCallback(
    (input: Input) =>
      new Promise<Answer>((resolve, reject) => {
        const { submit, data, action: target, body: encode, method: verb, encType: encoding } = latest.current
        // One fetcher answers one call at a time: a newer call replaces a call still waiting.
        waiting.current?.reject(new Error('Replaced by a newer request.'))
        waiting.current = { resolve, reject, before: data, busy: false }
        void submit(encode(input), verb === 'get' ? { method: 'get', action: target } : { method: verb, action: target, encType: encoding })
      }),
    [],
  )
}

/** A promise actor for `machine.provide({ actors })` that posts through a fetcher. Stable for the page's life. */
export function useFetcherActor<Input, Answer>(options: FetcherCallOptions<Input, Answer>) {
  const call = useFetcherCall(options)
  return useMemo(() => fromPromise<Answer, Input>(({ input }) => call(input)), [call])
}
