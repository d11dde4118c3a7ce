/**
 * A last request as the page goes away (pagehide): the router's fetchers are cancelled with the
 * page, so this is the one send that is not a fetcher. `keepalive` lets the browser finish it after
 * the tab closes; nobody waits for the answer (what was not sent is still on the device).
 */
export function sendOnLeave(url: string, method: 'PUT' | 'POST', body: unknown): void {
  void fetch(url, { method, headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin', body: JSON.stringify(body), keepalive: true }).catch(
    () => undefined,
  )
}
