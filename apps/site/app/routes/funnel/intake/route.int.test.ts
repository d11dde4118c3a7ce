import { getTestPayload } from '@telehealth/cms/testing'
import { initialFunnelCopy } from '@telehealth/cms/seed'
import { intakeMessages } from '@telehealth/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { action, loader } from './route.tsx'
import { sampleIntakeForm } from '@telehealth/domain/intake/sample-intake-form.fixture'

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
  if (!('data' in result)) {
    const response = result as Response
    return { status: response.status, location: response.headers.get('Location'), cookie: response.headers.get('Set-Cookie'), body: null }
  }
  return { status: result.init?.status ?? 200, location: null, cookie: null, body: result.data }
}

const answers = sampleIntakeForm({ first_name: 'Nora', last_name: 'Quinn', email: `nora-${Date.now()}@example.com`, desired_weight: '160' })

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
    expect(result.body?.errors.agreed_to_terms).toBe(intakeMessages.termsRequired)
  })

  it('without JavaScript, moves a valid step on, keeping what was typed', async () => {
    const result = await runAction({ step: 'name', agreed_to_terms: 'on', state: 'TX', first_name: 'Nora', last_name: 'Quinn' })
    expect(result.status).toBe(200)
    expect(result.body?.progress).toMatchObject({ step: 'gender', values: { state: 'TX', first_name: 'Nora', last_name: 'Quinn', agreed_to_terms: true } })
  })

  it('without JavaScript, shows a step again with its message when an answer is wrong', async () => {
    const result = await runAction({
      step: 'email',
      agreed_to_terms: 'on',
      state: 'TX',
      first_name: 'N',
      last_name: 'Q',
      gender: 'Female',
      email: 'not-an-email',
    })
    expect(result.status).toBe(400)
    expect(result.body?.progress.step).toBe('email')
    expect(result.body?.errors.email).toBe(intakeMessages.emailInvalid)
  })

  it('checks the carried answers again: a forged earlier step sends the patient back to it', async () => {
    const result = await runAction({ step: 'gender', agreed_to_terms: 'on', state: 'TX', gender: 'Female' })
    expect(result.status).toBe(400)
    expect(result.body?.progress.step).toBe('name')
    expect(result.body?.errors.first_name).toBe(intakeMessages.nameRequired)
  })

  it('goes back a step without checking it', async () => {
    const result = await runAction({ step: 'gender', intent: 'back', agreed_to_terms: 'on', state: 'TX', first_name: 'N', last_name: 'Q' })
    expect(result.status).toBe(200)
    expect(result.body?.progress.step).toBe('name')
  })

  it('ends at /sorry for a state not served, recording the lead as disqualified', async () => {
    const result = await runAction({ step: 'state', agreed_to_terms: 'on', state: 'LA' })
    expect(result.status).toBe(302)
    expect(result.location).toMatch(/^\/sorry\?message=/)
    const payload = await getTestPayload()
    const leads = await payload.find({ collection: 'leads', where: { and: [{ state: { equals: 'LA' } }, { outcome: { equals: 'disqualified' } }] } })
    expect(leads.docs[0]?.disqualifyReason).toBe('blocked_state')
  })

  it('submits the whole intake from the last step and signs the new patient in', async () => {
    const result = await runAction({ step: 'goalWeight', ...answers })
    expect(result.status).toBe(302)
    expect(result.location).toBe('/?step=result')
    expect(result.cookie).toBeTruthy()
    const payload = await getTestPayload()
    expect((await payload.count({ collection: 'patients', where: { email: { equals: answers.email } } })).totalDocs).toBe(1)
  })

  it('refuses a forged consent value', async () => {
    expect((await runAction({ agreed_to_terms: 'maybe' })).status).toBe(400)
  })

  it('accepts a ticked box', async () => {
    expect((await runAction({ agreed_to_terms: 'on' })).status).toBe(200)
  })
})
