/**
 * Loaded into the site's and the CMS's processes during the e2e run only (global-setup.ts puts it in
 * their NODE_OPTIONS): records every outbound HTTP call a server makes (fetch, http and https),
 * its address and body, one JSON line per call in E2E_CANARY_DIR, so the run's end can search
 * them for the PHI canaries (issue 32). It changes nothing about the call.
 */
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'

const dir = process.env.E2E_CANARY_DIR
if (dir) {
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `outbound-${process.pid}.jsonl`)
  const record = (url, body) => {
    try {
      fs.appendFileSync(file, `${JSON.stringify({ url: String(url), body: typeof body === 'string' ? body.slice(0, 20_000) : '' })}\n`)
    } catch {
      // A record that cannot be written never fails the call.
    }
  }
  const originalFetch = globalThis.fetch
  if (originalFetch) {
    globalThis.fetch = function recordedFetch(input, init) {
      const url = input instanceof Request ? input.url : String(input)
      const body = init?.body
      record(url, typeof body === 'string' ? body : body instanceof URLSearchParams ? body.toString() : '')
      return originalFetch.call(this, input, init)
    }
  }
  for (const [scheme, module] of [
    ['http', http],
    ['https', https],
  ]) {
    const originalRequest = module.request
    module.request = function recordedRequest(...args) {
      const [first] = args
      const url =
        typeof first === 'string' || first instanceof URL
          ? String(first)
          : `${scheme}://${first?.hostname ?? first?.host ?? ''}:${first?.port ?? ''}${first?.path ?? ''}`
      const request = originalRequest.apply(this, args)
      const write = request.write
      request.write = function recordedWrite(chunk, ...rest) {
        record(url, Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk))
        return write.call(this, chunk, ...rest)
      }
      record(url, '')
      return request
    }
  }
}
