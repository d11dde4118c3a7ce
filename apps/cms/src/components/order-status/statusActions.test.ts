import { ORDER_STATUSES, allowedNextStatuses } from '@telehealth/domain'
import { describe, expect, it } from 'vitest'
import { deliveredAtFor, localDateInput, statusMove, statusMoves, statusName } from './statusActions.ts'

describe('the order panel’s words for moves', () => {
  it('names the fulfilment moves for people, resuming a paused shipment apart from placing', () => {
    expect(statusMove('prescription_received', 'order_placed')).toMatchObject({ label: 'Place with pharmacy', form: 'none', destructive: false })
    expect(statusMove('shipping_paused', 'order_placed').label).toBe('Resume shipping')
    expect(statusMove('order_placed', 'order_shipped')).toMatchObject({ label: 'Mark shipped', form: 'shipment' })
    expect(statusMove('order_shipped', 'order_delivered')).toMatchObject({ label: 'Mark delivered', form: 'delivery' })
    expect(statusMove('pending_approval', 'disqualified')).toMatchObject({ label: 'Deny', form: 'reason', destructive: true, confirmLabel: 'Deny the order' })
  })

  it('asks a reason wherever the lifecycle needs one, and confirms only the destructive moves twice', () => {
    expect(statusMove('order_placed', 'shipping_paused')).toMatchObject({ form: 'reason', destructive: false })
    expect(statusMove('pending_approval', 'needs_review')).toMatchObject({ form: 'reason', destructive: false })
    for (const to of ['cancelled', 'disqualified', 'refunded']) expect(statusMove('order_placed', to).destructive).toBe(true)
  })

  it('has words for every status and every move the table allows', () => {
    for (const from of ORDER_STATUSES) {
      expect(statusName(from)).not.toBe(from)
      for (const move of statusMoves(from, allowedNextStatuses(from, 'admin'))) expect(move.label).not.toMatch(/^Move to /)
    }
  })

  it('puts the destructive moves last', () => {
    const moves = statusMoves('order_placed', ['refunded', 'order_shipped', 'shipping_paused'])
    expect(moves.map((move) => move.to)).toEqual(['order_shipped', 'shipping_paused', 'refunded'])
  })
})

describe('the delivery date', () => {
  const now = new Date(2026, 10, 24, 15, 30)
  it('is today by default and sent as the moment for today', () => {
    expect(localDateInput(now)).toBe('2026-11-24')
    expect(deliveredAtFor('2026-11-24', now)).toBe(now.toISOString())
  })

  it('is noon UTC of an earlier day', () => {
    expect(deliveredAtFor('2026-11-20', now)).toBe('2026-11-20T12:00:00.000Z')
  })
})
