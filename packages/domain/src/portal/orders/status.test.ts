import { describe, expect, it } from 'vitest'
import { orderActionLinks, orderStatusLabel, orderSteps, secondaryOrderStep, secondaryOrderSteps, trackingCarrier, trackingUrl } from './status.ts'

describe('order status', () => {
  it.each([
    ['order_delivered', 'Complete'],
    ['complete', 'Complete'],
    ['pending_approval', 'Needs Review'],
    ['needs_review', 'Needs Review'],
    ['payment', 'Processing'],
    ['order_shipped', 'Processing'],
    ['shipping_paused', 'Processing'],
    ['whatever', 'Processing'],
    ['cancelled', 'Cancelled'],
    ['disqualified', 'Not approved'],
    ['refunded', 'Refunded'],
  ])('%s shows %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label)
  })

  it('marks earlier steps checked, the current urgent, later open', () => {
    const icons = orderSteps('prescription_received').map((step) => step.icon)
    expect(icons).toEqual(['checked', 'checked', 'checked', 'urgent', 'open', 'open', 'open'])
    expect(orderSteps('payment')[0]?.icon).toBe('urgent')
    expect(orderSteps('complete').every((step) => step.icon === 'checked')).toBe(true)
    // Delivered is the last step and it is done: nothing is waiting (ADR 031).
    expect(orderSteps('order_delivered').every((step) => step.icon === 'checked')).toBe(true)
    expect(orderSteps('order_shipped').map((step) => step.icon)).toEqual(['checked', 'checked', 'checked', 'checked', 'checked', 'urgent', 'open'])
    expect(orderSteps('mystery').every((step) => step.icon === 'open')).toBe(true)
  })

  it('shows needs_review at the doctor’s step, the medical form done', () => {
    expect(orderSteps('needs_review').map((step) => step.icon)).toEqual(['checked', 'checked', 'urgent', 'open', 'open', 'open', 'open'])
  })

  it('shows shipping_paused in place of order_placed', () => {
    const steps = orderSteps('shipping_paused')
    expect(steps[4]).toEqual({ status: 'shipping_paused', icon: 'urgent' })
    expect(orderSteps('order_placed')[4]).toEqual({ status: 'order_placed', icon: 'urgent' })
  })

  it('links the medical form and adjust doses', () => {
    expect(orderActionLinks({ id: 7, status: 'pending_approval' })).toEqual([{ label: 'Complete Medical Form', href: '/medical-form/7' }])
    expect(orderActionLinks({ id: 7, status: 'pending_approval' }, 'statusPage')).toEqual([{ label: 'Complete Medical Form', href: '/verify' }])
    expect(orderActionLinks({ id: 7, status: 'prescription_received', submitted: 4 })).toEqual([{ label: 'Adjust Doses', href: '/adjust-doses/7' }])
    expect(orderActionLinks({ id: 7, status: 'prescription_received', submitted: 3 })).toEqual([])
    // A prescription waiting for the patient is offered at 'Prescription written', with Adjust Doses beside it.
    expect(orderActionLinks({ id: 7, status: 'prescription_received', submitted: 4, prescription_status: 'pending' })).toEqual([
      { label: 'Review Prescription', href: '/prescription/7' },
      { label: 'Adjust Doses', href: '/adjust-doses/7' },
    ])
    expect(orderActionLinks({ id: 7, status: 'prescription_received', prescription_status: 'pending' })).toEqual([
      { label: 'Review Prescription', href: '/prescription/7' },
    ])
    expect(orderActionLinks({ id: 7, status: 'prescription_received', prescription_status: 'approved' })).toEqual([])
    expect(orderActionLinks({ id: 7, status: 'needs_review', submitted: 4, prescription_status: 'declined' })).toEqual([])
    expect(orderActionLinks({ id: 7, status: 'order_shipped' })).toEqual([])
  })

  it('tracks with FedEx only when told, else UPS', () => {
    expect(trackingCarrier('FedEx')).toBe('fedex')
    expect(trackingCarrier('ups')).toBe('ups')
    expect(trackingCarrier(null)).toBe('ups')
    expect(trackingUrl('ups', '1Z 9')).toBe('https://www.ups.com/track?tracknum=1Z%209')
  })
})

describe('the secondary step view', () => {
  it.each([
    ['pending_approval', 'pending_approval'],
    ['needs_review', 'appointment_required'],
    ['waiting_prescription', 'accepted'],
    ['order_shipped', 'prescription_received'],
    ['shipping_paused', 'prescription_received'],
    ['complete', 'delivered'],
    ['payment', null],
  ])('%s maps to %s', (status, step) => {
    expect(secondaryOrderStep(status)).toBe(step)
  })

  it('checks earlier steps, marks the current one, and checks delivered once it is', () => {
    expect(secondaryOrderSteps('waiting_prescription').map((step) => step.icon)).toEqual(['checked', 'urgent', 'open', 'open'])
    expect(secondaryOrderSteps('waiting_prescription').map((step) => step.status)).not.toContain('appointment_required')
    expect(secondaryOrderSteps('needs_review').map((step) => [step.status, step.icon])).toEqual([
      ['pending_approval', 'checked'],
      ['appointment_required', 'urgent'],
      ['accepted', 'open'],
      ['prescription_received', 'open'],
      ['delivered', 'open'],
    ])
    expect(secondaryOrderSteps('order_delivered').every((step) => step.icon === 'checked')).toBe(true)
    expect(secondaryOrderSteps('payment').every((step) => step.icon === 'open')).toBe(true)
  })
})
