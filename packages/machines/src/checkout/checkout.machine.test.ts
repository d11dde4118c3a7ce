import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { checkoutAfter, checkoutAt, checkoutMachine, checkoutPlace, checkoutPlaceOf, checkoutSearch, type CheckoutPlace } from './checkout.machine.ts'

const at = (place: Partial<CheckoutPlace>) => checkoutAt({ medication: 'semaglutide', place: { step: 'plan', terms: 6, coupon: null, ...place } })

describe('checkout machine', () => {
  it('walks plan, review, payment and back', () => {
    const actor = createActor(checkoutMachine, { input: { medication: 'tirzepatide', place: { step: 'plan', terms: 6, coupon: null } } }).start()
    expect(actor.getSnapshot().value).toBe('plan')
    actor.send({ type: 'plan.choose', terms: 3 })
    expect(actor.getSnapshot().value).toBe('review')
    expect(actor.getSnapshot().context.terms).toBe(3)
    actor.send({ type: 'step.continue' })
    expect(actor.getSnapshot().value).toBe('payment')
    actor.send({ type: 'step.back' })
    actor.send({ type: 'step.back' })
    expect(actor.getSnapshot().value).toBe('plan')
  })

  it('lands on the step the address names', () => {
    expect(checkoutPlace(at({ step: 'review', coupon: 'SAVE50' }))).toEqual({ step: 'review', terms: 6, coupon: 'SAVE50' })
    expect(at({ step: 'payment' }).value).toBe('payment')
    expect(at({}).value).toBe('plan')
  })

  it('keeps a coupon the server accepted, and drops it when the term changes', () => {
    const withCoupon = checkoutAfter(at({ step: 'review' }), { type: 'coupon.accepted', code: ' save50 ' })
    expect(withCoupon.context.coupon).toBe('SAVE50')
    const backAtPlan = checkoutAfter(withCoupon, { type: 'step.back' })
    expect(checkoutAfter(backAtPlan, { type: 'plan.choose', terms: 6 }).context.coupon).toBe('SAVE50')
    expect(checkoutAfter(backAtPlan, { type: 'plan.choose', terms: 12 }).context).toMatchObject({ terms: 12, coupon: null })
    expect(checkoutAfter(withCoupon, { type: 'coupon.remove' }).context.coupon).toBeNull()
  })

  it('takes no coupon on the plan or payment step', () => {
    expect(checkoutAfter(at({ step: 'plan' }), { type: 'coupon.accepted', code: 'SAVE50' }).context.coupon).toBeNull()
    expect(checkoutAfter(at({ step: 'payment' }), { type: 'coupon.accepted', code: 'SAVE50' }).context.coupon).toBeNull()
  })

  it('switching medication clears the coupon and ends with the other medication at the same term', () => {
    for (const step of ['plan', 'review', 'payment'] as const) {
      const switched = checkoutAfter(at({ step, terms: 3, coupon: 'SAVE50' }), { type: 'medication.switch' })
      expect(switched.status).toBe('done')
      expect(switched.output).toEqual({ switchTo: 'tirzepatide', terms: 3 })
      expect(switched.context.coupon).toBeNull()
    }
  })
})

describe('the checkout address', () => {
  it('reads step, terms and coupon, falling back on anything unreadable', () => {
    expect(checkoutPlaceOf(new URLSearchParams('step=payment&terms=12&coupon=save50'))).toEqual({ step: 'payment', terms: 12, coupon: 'SAVE50' })
    expect(checkoutPlaceOf(new URLSearchParams('step=shipping&terms=5&coupon='), 3)).toEqual({ step: 'plan', terms: 3, coupon: null })
    expect(checkoutPlaceOf(new URLSearchParams(`coupon=${'x'.repeat(257)}`)).coupon).toBeNull()
  })

  it('writes the place back so that reading it gives the same place', () => {
    const places: CheckoutPlace[] = [
      { step: 'plan', terms: 1, coupon: null },
      { step: 'review', terms: 6, coupon: 'SAVE 50&MORE' },
      { step: 'payment', terms: 12, coupon: 'WELCOME' },
    ]
    for (const place of places) expect(checkoutPlaceOf(new URLSearchParams(checkoutSearch(place)))).toEqual(place)
    expect(checkoutSearch({ step: 'review', terms: 3, coupon: null })).toBe('?step=review&terms=3')
  })
})
