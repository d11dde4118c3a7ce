import { describe, expect, it } from 'vitest'
import { ORDER_END_STATUSES, ORDER_STATUSES } from '../../records/choices.ts'
import {
  ORDER_TRANSITIONS,
  allowedNextStatuses,
  deliveredAtOf,
  expectedStatuses,
  moneyOnTransition,
  roleMayMove,
  shipmentOf,
  transitionProblem,
  type OrderActorRole,
} from './transitions.ts'

describe('order transitions', () => {
  it('lists every stored status, and the ends lead nowhere', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort())
    for (const end of ['complete', 'cancelled', 'disqualified', 'refunded'] as const) expect(ORDER_TRANSITIONS[end]).toEqual([])
    expect(ORDER_END_STATUSES).toContain('refunded')
  })

  it('walks the spec flow from payment to delivery', () => {
    const flow = [
      'payment',
      'pending_approval',
      'waiting_prescription',
      'prescription_received',
      'order_placed',
      'order_shipped',
      'order_delivered',
      'complete',
    ]
    for (let i = 1; i < flow.length; i++) expect(transitionProblem(flow[i - 1]!, flow[i]!)).toBeNull()
  })

  it('refuses a skipped step or a step back, naming both statuses', () => {
    expect(transitionProblem('pending_approval', 'order_shipped')).toBe('An order cannot go from pending_approval to order_shipped.')
    expect(transitionProblem('order_shipped', 'order_placed')).toBe('An order cannot go from order_shipped to order_placed.')
    expect(transitionProblem('order_placed', 'order_placed')).toBe('An order cannot go from order_placed to order_placed.')
    expect(transitionProblem('order_placed', 'lost')).toBe('lost is not an order status.')
  })

  it('pauses and resumes shipping only around placement', () => {
    expect(transitionProblem('order_placed', 'shipping_paused')).toBeNull()
    expect(transitionProblem('shipping_paused', 'order_placed')).toBeNull()
    expect(transitionProblem('shipping_paused', 'order_shipped')).not.toBeNull()
  })

  it('captures at placement, voids on a cancellation or a denial, refunds after placement', () => {
    expect(moneyOnTransition('prescription_received', 'order_placed')).toBe('capture')
    expect(moneyOnTransition('shipping_paused', 'order_placed')).toBeNull()
    expect(moneyOnTransition('pending_approval', 'cancelled')).toBe('void')
    expect(moneyOnTransition('waiting_prescription', 'disqualified')).toBe('void')
    expect(moneyOnTransition('order_placed', 'refunded')).toBe('refund')
    expect(moneyOnTransition('order_placed', 'order_shipped')).toBeNull()
  })

  it('gives the fulfilment team the pharmacy and carrier edges only, the patient a cancel before placement', () => {
    expect(allowedNextStatuses('prescription_received', 'fulfilment')).toEqual(['order_placed'])
    expect(allowedNextStatuses('pending_approval', 'fulfilment')).toEqual([])
    expect(allowedNextStatuses('order_placed', 'fulfilment')).toEqual(['order_shipped', 'shipping_paused', 'refunded'])
    expect(allowedNextStatuses('prescription_received', 'clinical')).toEqual(['needs_review', 'disqualified', 'cancelled'])
    expect(allowedNextStatuses('prescription_received', 'admin')).toContain('order_placed')
    expect(roleMayMove('patient', 'waiting_prescription', 'cancelled')).toBe(true)
    expect(roleMayMove('patient', 'order_placed', 'refunded')).toBe(false)
    expect(roleMayMove('patient', 'pending_approval', 'waiting_prescription')).toBe(false)
  })

  it('gives each role exactly its edges, for every from-status and target (the lifecycle pair test’s table)', () => {
    // Written from the product's rules (ADR 046), not read off roleMayMove: fulfilment moves what the
    // pharmacy and the carrier do; the patient cancels until the pharmacy has the order; clinical
    // staff take every other edge; admins and the system every edge.
    const fulfilment = new Set([
      'prescription_received>order_placed',
      'order_placed>shipping_paused',
      'shipping_paused>order_placed',
      'order_placed>order_shipped',
      'order_shipped>order_delivered',
      'order_delivered>complete',
      'order_placed>refunded',
      'shipping_paused>refunded',
    ])
    const patient = new Set(['payment', 'pending_approval', 'waiting_prescription', 'needs_review', 'prescription_received'].map((from) => `${from}>cancelled`))
    const edges = ORDER_STATUSES.flatMap((from) => (ORDER_TRANSITIONS[from] as readonly string[]).map((to) => `${from}>${to}`))
    expect(edges.filter((edge) => fulfilment.has(edge))).toHaveLength(fulfilment.size)
    expect(edges.filter((edge) => patient.has(edge))).toHaveLength(patient.size)
    const expected: Record<OrderActorRole, (edge: string) => boolean> = {
      admin: () => true,
      system: () => true,
      clinical: (edge) => !fulfilment.has(edge),
      fulfilment: (edge) => fulfilment.has(edge),
      patient: (edge) => patient.has(edge),
    }
    for (const role of ['admin', 'system', 'clinical', 'fulfilment', 'patient'] as const) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          const edge = `${from}>${to}`
          const allowed = edges.includes(edge) && expected[role](edge)
          expect(roleMayMove(role, from, to) && transitionProblem(from, to) === null, `${role}: ${edge}`).toBe(allowed)
          expect(allowedNextStatuses(from, role).includes(to), `${role}: ${edge}`).toBe(allowed)
        }
      }
    }
  })

  it('takes a shipment with a known carrier and a plain tracking number only', () => {
    expect(shipmentOf({ logistics_provider: 'FedEx', tracking_number: ' 7712 3456 7890 ' })).toEqual({
      logistics_provider: 'fedex',
      tracking_number: '771234567890',
    })
    expect(shipmentOf({ logistics_provider: 'dhl', tracking_number: '1Z999' })).toBeNull()
    expect(shipmentOf({ logistics_provider: 'ups', tracking_number: '<script>' })).toBeNull()
    expect(shipmentOf({ logistics_provider: 'ups' })).toBeNull()
  })

  it('takes a delivered date up to today, defaulting to now', () => {
    const now = new Date('2026-11-24T15:00:00.000Z')
    expect(deliveredAtOf(undefined, now)).toBe(now.toISOString())
    expect(deliveredAtOf('2026-11-20', now)).toBe('2026-11-20T12:00:00.000Z')
    expect(deliveredAtOf('2026-12-20', now)).toBeNull()
    expect(deliveredAtOf('soon', now)).toBeNull()
    expect(deliveredAtOf(42, now)).toBeNull()
  })

  it('reads the status a move expects as a list of order statuses, and nothing else', () => {
    expect(expectedStatuses('order_placed')).toEqual(['order_placed'])
    expect(expectedStatuses(['payment', 'pending_approval'])).toEqual(['payment', 'pending_approval'])
    for (const bad of [undefined, null, '', 'lost', [], ['payment', 'lost'], 3, { status: 'payment' }]) expect(expectedStatuses(bad)).toBeNull()
  })
})
