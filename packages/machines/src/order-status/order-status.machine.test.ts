import { allowedNextStatuses, ORDER_STATUSES, ORDER_TRANSITIONS, orderTransitionMessages } from '@telehealth/domain'
import { describe, expect, it } from 'vitest'
import { nextOrderStatus } from './order-status.machine.ts'

const shipment = { logistics_provider: 'fedex' as const, tracking_number: '771234567890' }

describe('order status machine', () => {
  it('takes exactly the table edges for an admin with what each step needs, and nothing else', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const answer = nextOrderStatus(from, { to, role: 'admin', reason: 'checked', shipment, deliveredAt: '2026-11-20T12:00:00.000Z' })
        const legal = (ORDER_TRANSITIONS[from] as readonly string[]).includes(to)
        expect(answer.ok, `${from} -> ${to}`).toBe(legal)
        if (!legal && !answer.ok) expect(answer.message).toBe(`An order cannot go from ${from} to ${to}.`)
      }
    }
  })

  it('answers every role, from every status, to every target, exactly as the table allows, with the table’s words', () => {
    const withThePharmacy = new Set(['order_placed', 'shipping_paused', 'order_shipped', 'order_delivered'])
    for (const role of ['admin', 'system', 'clinical', 'fulfilment', 'patient'] as const) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          const answer = nextOrderStatus(from, { to, role, reason: 'checked', shipment, deliveredAt: '2026-11-20T12:00:00.000Z' })
          const label = `${role}: ${from} -> ${to}`
          if (allowedNextStatuses(from, role).includes(to)) {
            expect(answer, label).toEqual({ ok: true, from, to })
            continue
          }
          const edge = (ORDER_TRANSITIONS[from] as readonly string[]).includes(to)
          const message =
            role === 'patient' && to === 'cancelled' && (edge || withThePharmacy.has(from))
              ? orderTransitionMessages.patientCancelTooLate
              : edge
                ? orderTransitionMessages.notYours(from, to)
                : orderTransitionMessages.illegal(from, to)
          expect(answer, label).toEqual({ ok: false, message })
        }
      }
    }
  })

  it('asks for the tracking number, the delivered date and a reason where the step needs them', () => {
    expect(nextOrderStatus('order_placed', { to: 'order_shipped', role: 'fulfilment' })).toEqual({
      ok: false,
      message: 'A shipped order needs its carrier (fedex or ups) and tracking number.',
    })
    expect(nextOrderStatus('order_placed', { to: 'order_shipped', role: 'fulfilment', shipment })).toEqual({
      ok: true,
      from: 'order_placed',
      to: 'order_shipped',
    })
    expect(nextOrderStatus('order_shipped', { to: 'order_delivered', role: 'fulfilment' }).ok).toBe(false)
    expect(nextOrderStatus('waiting_prescription', { to: 'disqualified', role: 'clinical', reason: '  ' })).toEqual({
      ok: false,
      message: 'Give a reason for this change.',
    })
  })

  it('lets a patient cancel until placement and no further, and nothing else', () => {
    expect(nextOrderStatus('prescription_received', { to: 'cancelled', role: 'patient' }).ok).toBe(true)
    for (const withThePharmacy of ['order_placed', 'shipping_paused', 'order_shipped', 'order_delivered'] as const) {
      expect(nextOrderStatus(withThePharmacy, { to: 'cancelled', role: 'patient' })).toEqual({
        ok: false,
        message: 'This order is already with the pharmacy and can no longer be cancelled.',
      })
    }
    expect(nextOrderStatus('pending_approval', { to: 'waiting_prescription', role: 'patient' })).toEqual({
      ok: false,
      message: 'You may not move an order from pending_approval to waiting_prescription.',
    })
  })

  it('keeps the fulfilment team off the clinical edges', () => {
    expect(nextOrderStatus('waiting_prescription', { to: 'prescription_received', role: 'fulfilment' })).toEqual({
      ok: false,
      message: 'You may not move an order from waiting_prescription to prescription_received.',
    })
    expect(nextOrderStatus('prescription_received', { to: 'order_placed', role: 'clinical' }).ok).toBe(false)
  })
})
