import { getTestPayload } from '@telehealth/cms/testing'
import { requestMessages } from '@telehealth/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '~/env.server.ts'
import { sessionCookie } from '../../test/home-routes.ts'
import { siteHandler, siteManifest, siteServerBuild } from '../../test/fuzz/site-handler.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

// Found by the route fuzz suite (ADR 104): a form action sent a body that is not a form (JSON, plain
// text, an image's type) answered 500, Request.formData()'s TypeError. Each now answers 415 with one
// clear sentence, before anything is read or written.

let handle: (request: Request) => Promise<Response>
let cookie: string

beforeAll(async () => {
  const payload = await getTestPayload()
  cookie = await sessionCookie(await signedInPatient(payload))
  handle = siteHandler(await siteServerBuild(await siteManifest()))
}, 60_000)

/** Each form action, as a page posts it and as a fetcher does (single fetch's `.data`). */
const FORM_ACTIONS = [
  ['/login', '/login.data'],
  ['/forgot-password', '/forgot-password.data'],
  ['/password-reset/abcdefabcdefabcdef', '/password-reset/abcdefabcdefabcdef.data'],
  ['/select-med', '/select-med.data'],
  ['/payment/thanks', '/payment/thanks.data'],
  ['/status-progress', '/status-progress.data'],
  ['/intake/submit'],
  ['/intake/disqualify'],
  ['/verify/api'],
  ['/home.data'],
  ['/home/orders', '/home/orders.data'],
  ['/home/profile', '/home/profile.data'],
  ['/home/progress', '/home/progress.data'],
  ['/home/offer', '/home/offer.data'],
  ['/prescription/1', '/prescription/1.data'],
  ['/?index', '/_root.data?index'],
]

describe('a form action sent something other than a form', () => {
  for (const targets of FORM_ACTIONS) {
    it(`${targets.join(' and ')} answer 415 with a sentence`, async () => {
      for (const target of targets) {
        const response = await handle(
          new Request(`${env.publicOrigin}${target}`, {
            method: 'POST',
            headers: { Origin: env.publicOrigin, Cookie: cookie, 'Content-Type': 'application/json' },
            body: '{"email":"a@b.co"}',
          }),
        )
        expect(response.status, target).toBe(415)
        expect(await response.text(), target).toContain(requestMessages.unreadableForm)
      }
    })
  }
})
