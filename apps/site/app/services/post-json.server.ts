/**
 * POSTs a JSON body to a third party's endpoint and answers its JSON (null when the answer is not
 * JSON). A non-2xx answer throws, naming `what` and the status only (never the body: it may echo
 * what was sent).
 */
export async function postJson(url: string, body: unknown, signal: AbortSignal, what: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok) throw new Error(`${what} answered ${response.status}`)
  return response.json().catch(() => null)
}
