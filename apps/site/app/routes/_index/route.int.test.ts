import { getTestPayload } from '@telehealth/cms/testing/test-payload'
import { initialFunnelCopy } from '@telehealth/cms/seed/content'
import { intakeMessages } from '@telehealth/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { action, loader } from './route.tsx'

beforeAll(async () => {
  const payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'funnel-copy', data: initialFunnelCopy })
})

const context = { cspNonce: '', clientIp: '127.0.0.1', trackingSessionId: 'test-tracking-id' }

function post(body: Record<string, string>) {
  return new Request('http://localhost/?index', { method: 'POST', body: new URLSearchParams(body) })
}

async function runAction(body: Record<string, string>) {
  const result = await action({ request: post(body), params: {}, context })
  return { status: result.init?.status ?? 200, body: result.data }
}

describe('intake route', () => {
  it('reads the copy and the blocked states from the CMS', async () => {
    const page = await loader({ request: new Request('http://localhost/'), params: {}, context })
    const data = 'data' in page ? page.data : page
    expect(data.intakeCopy.welcome.startButton).toBe('Start my FREE visit')
    expect(data.blockedStates).toEqual(['LA', 'MS', 'AL'])
    expect(data.result).toBeNull()
  })

  it('keeps sema/tir offers from the entry link in the session', async () => {
    const page = await loader({ request: new Request('http://localhost/?sema=A'), params: {}, context })
    expect('init' in page && page.init?.headers).toBeTruthy()
  })

  it('answers an unticked consent box with 400 and the spec message', async () => {
    const result = await runAction({ step: 'welcome' })
    expect(result.status).toBe(400)
    expect(result.body.errors.agreed_to_terms).toBe(intakeMessages.termsRequired)
  })

  it('refuses a forged consent value', async () => {
    expect((await runAction({ agreed_to_terms: 'maybe' })).status).toBe(400)
  })

  it('accepts a ticked box', async () => {
    expect((await runAction({ agreed_to_terms: 'on' })).status).toBe(200)
  })
})
