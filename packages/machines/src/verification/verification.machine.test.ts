import { addressMessages, verificationMessages } from '@telehealth/domain'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { verificationMachine, type AddressCheck, type VerifyAddress } from './verification.machine.ts'

const home: VerifyAddress = { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }

function start(
  overrides: {
    check?: () => Promise<AddressCheck>
    save?: () => Promise<AddressCheck>
    verify?: (input: { channel: string; code: string }) => Promise<boolean>
    send?: (input: { channel: string }) => Promise<void>
    update?: () => Promise<void>
  } = {},
) {
  const sent: string[] = []
  const clock = new SimulatedClock()
  const machine = verificationMachine.provide({
    actors: {
      checkStoredAddress: fromPromise(overrides.check ?? (async () => ({ valid: true }))),
      saveAddress: fromPromise(overrides.save ?? (async () => ({ valid: true }))),
      sendCode: fromPromise(async ({ input }: { input: { channel: 'phone' | 'email' } }) => {
        sent.push(input.channel)
        await overrides.send?.(input)
      }),
      verifyCode: fromPromise(async ({ input }: { input: { channel: 'phone' | 'email'; code: string } }) =>
        overrides.verify ? overrides.verify(input) : input.code === '1234',
      ),
      updateContact: fromPromise<void, { channel: 'phone' | 'email'; value: string }>(overrides.update ?? (async () => {})),
    },
  })
  const actor = createActor(machine, { input: { address: home }, clock }).start()
  return { actor, clock, sent }
}

const settled = (actor: ReturnType<typeof start>['actor'], path: string) =>
  waitFor(actor, (snapshot) => snapshot.matches(JSON.parse(path) as Parameters<typeof snapshot.matches>[0]))

describe('verification machine', () => {
  it('a valid stored address goes straight to the phone step and texts a code', async () => {
    const { actor, sent } = start()
    await settled(actor, '{"phone":"entering"}')
    expect(sent).toEqual(['phone'])
    expect(actor.getSnapshot().context.sentVisible).toBe(true)
  })

  it('an invalid address opens the manual form with the spec message', async () => {
    const { actor } = start({ check: async () => ({ valid: false, suggestion: null }) })
    await settled(actor, '{"address":"manual"}')
    expect(actor.getSnapshot().context.addressError).toBe(addressMessages.unableToValidate)
  })

  it('a suggested correction can be accepted (then phone) or replaced (manual form)', async () => {
    const suggestion = { ...home, zip: '78702' }
    const accepted = start({ check: async () => ({ valid: false, suggestion }) })
    await settled(accepted.actor, '{"address":"suggestion"}')
    accepted.actor.send({ type: 'suggestion.accept' })
    await settled(accepted.actor, '{"phone":"entering"}')
    expect(accepted.actor.getSnapshot().context.address).toEqual(suggestion)

    const replaced = start({ check: async () => ({ valid: false, suggestion }) })
    await settled(replaced.actor, '{"address":"suggestion"}')
    replaced.actor.send({ type: 'suggestion.replace' })
    expect(replaced.actor.getSnapshot().matches({ address: 'manual' })).toBe(true)
  })

  it('the right phone code moves to email and sends an email code; the right email code finishes verified', async () => {
    const { actor, sent } = start()
    await settled(actor, '{"phone":"entering"}')
    actor.send({ type: 'code.submit', code: '1234' })
    await settled(actor, '{"email":"entering"}')
    expect(sent).toEqual(['phone', 'email'])
    actor.send({ type: 'code.submit', code: '1234' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ emailVerified: true })
  })

  it('a wrong code counts and shows the message; the second wrong phone code skips to email', async () => {
    const { actor } = start()
    await settled(actor, '{"phone":"entering"}')
    actor.send({ type: 'code.submit', code: '0000' })
    await settled(actor, '{"phone":"entering"}')
    expect(actor.getSnapshot().context.codeError).toBe(verificationMessages.invalidCode)
    actor.send({ type: 'code.submit', code: '0000' })
    await settled(actor, '{"email":"entering"}')
  })

  it('two wrong email codes end the flow unverified', async () => {
    const { actor } = start({ verify: async ({ channel, code }) => channel === 'phone' && code === '1234' })
    await settled(actor, '{"phone":"entering"}')
    actor.send({ type: 'step.skip' })
    await settled(actor, '{"email":"entering"}')
    actor.send({ type: 'code.submit', code: '1111' })
    await settled(actor, '{"email":"entering"}')
    actor.send({ type: 'code.submit', code: '2222' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ emailVerified: false })
  })

  it('resend waits 60 s; the sent indicator shows for 3 s; the second phone send moves on to email', async () => {
    const { actor, clock, sent } = start()
    await settled(actor, '{"phone":"entering"}')
    clock.increment(2_999)
    expect(actor.getSnapshot().context.sentVisible).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().context.sentVisible).toBe(false)
    actor.send({ type: 'code.resend' })
    expect(sent).toEqual(['phone'])
    clock.increment(57_000)
    actor.send({ type: 'code.resend' })
    await settled(actor, '{"email":"entering"}')
    expect(sent).toEqual(['phone', 'phone', 'email'])
  })

  it('a failed send shows the spec message and allows a resend', async () => {
    const { actor } = start({ send: async () => Promise.reject(new Error('down')) })
    await settled(actor, '{"phone":"entering"}')
    expect(actor.getSnapshot().context.codeError).toBe(verificationMessages.sendVerificationCodeFailed)
    expect(actor.getSnapshot().context.resendReady).toBe(true)
  })

  it('changing the number resends the code; cancel goes back', async () => {
    const { actor, sent } = start()
    await settled(actor, '{"phone":"entering"}')
    actor.send({ type: 'contact.change' })
    actor.send({ type: 'change.cancel' })
    expect(actor.getSnapshot().matches({ phone: 'entering' })).toBe(true)
    actor.send({ type: 'contact.change' })
    actor.send({ type: 'contact.update', value: '5125550199' })
    await waitFor(actor, (snapshot) => sent.length === 2 || snapshot.matches('email'))
    expect(sent).toEqual(['phone', 'phone'])
  })

  it('the code sent after a change of number does not count toward the two sends: the new number is verified on the phone step', async () => {
    const { actor, sent } = start()
    await settled(actor, '{"phone":"entering"}')
    actor.send({ type: 'contact.change' })
    actor.send({ type: 'contact.update', value: '7375550199' })
    await waitFor(actor, () => sent.length === 2)
    await settled(actor, '{"phone":"entering"}')
    expect(actor.getSnapshot().context.changedTo.phone).toBe('7375550199')
    expect(actor.getSnapshot().context.phoneSends).toBe(1)
    actor.send({ type: 'code.submit', code: '1234' })
    await settled(actor, '{"email":"entering"}')
    expect(sent).toEqual(['phone', 'phone', 'email'])
  })

  it('a change of email sends the new address its code, and its code finishes the flow verified', async () => {
    const { actor, sent } = start()
    await settled(actor, '{"phone":"entering"}')
    actor.send({ type: 'step.skip' })
    await settled(actor, '{"email":"entering"}')
    actor.send({ type: 'contact.change' })
    actor.send({ type: 'contact.update', value: 'new@example.com' })
    await waitFor(actor, () => sent.length === 3)
    await settled(actor, '{"email":"entering"}')
    expect(actor.getSnapshot().context.changedTo.email).toBe('new@example.com')
    actor.send({ type: 'code.submit', code: '1234' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ emailVerified: true })
  })

  it('a refused change keeps the old destination and shows the spec message', async () => {
    const { actor, sent } = start({ update: async () => Promise.reject(new Error('refused')) })
    await settled(actor, '{"phone":"entering"}')
    actor.send({ type: 'contact.change' })
    actor.send({ type: 'contact.update', value: '7375550199' })
    await settled(actor, '{"phone":"changing"}')
    expect(actor.getSnapshot().context.changeError).toBe(verificationMessages.updatePhoneFailed)
    expect(actor.getSnapshot().context.changedTo.phone).toBeNull()
    expect(sent).toEqual(['phone'])
  })
})
