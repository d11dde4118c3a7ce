import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parsedAddressSuggester } from './parsed-address-suggester.ts'
import { smartyAddressSuggester } from './smarty-address-suggester.server.ts'

describe('the embedded address suggester', () => {
  it('splits a free-typed address, a trailing unit going to line 2', async () => {
    expect(await parsedAddressSuggester.suggest('100 Congress Ave Apt 4, Austin, TX 78701')).toEqual([
      { address_line_1: '100 Congress Ave', address_line_2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
    ])
  })

  it('offers nothing for a street alone or for nothing', async () => {
    expect(await parsedAddressSuggester.suggest('100 Congress')).toEqual([])
    expect(await parsedAddressSuggester.suggest('   ')).toEqual([])
  })
})

describe('the Smarty adapter against a local stand-in', () => {
  const seen: URL[] = []
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    seen.push(url)
    if (url.searchParams.get('auth-token') !== 'token') {
      response.writeHead(401).end()
      return
    }
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(
        JSON.stringify({ suggestions: [{ street_line: '100 Congress Ave', secondary: 'Ste 200', city: 'Austin', state: 'TX', zipcode: '78701', entries: 0 }] }),
      )
  })
  let baseUrl = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.close()
  })

  it('asks with the credentials and the typed text, and maps the answer to our fields', async () => {
    const suggester = smartyAddressSuggester({ authId: 'id', authToken: 'token', baseUrl })
    expect(await suggester.suggest('100 Congress')).toEqual([
      { address_line_1: '100 Congress Ave', address_line_2: 'Ste 200', city: 'Austin', state: 'TX', zip: '78701' },
    ])
    const asked = seen.at(-1)!
    expect(asked.pathname).toBe('/lookup')
    expect(asked.searchParams.get('search')).toBe('100 Congress')
    expect(asked.searchParams.get('auth-id')).toBe('id')
    expect(asked.searchParams.get('max_results')).toBe('5')
  })

  it('fails loudly on a refused request (the route then offers nothing)', async () => {
    await expect(smartyAddressSuggester({ authId: 'id', authToken: 'wrong', baseUrl }).suggest('100')).rejects.toThrow('401')
  })
})
