import type { Cents } from '../../pricing/money.ts'

/**
 * The portal's promotion (spec 001: the hidden promotional tab with a countdown; "40% off new
 * items"). Marketing sets it in the CMS: when it starts and ends, its plans, its percentage off
 * add-ons. These rules decide from its dates alone, so the server and the page agree (ADR 096).
 */
export interface PromotionWindow {
  startsAt?: string | null
  endsAt?: string | null
  active?: boolean | null
}

/** Live from its start (inclusive) to its end (exclusive), while marketing keeps it switched on. */
export function isPromotionLive(promotion: PromotionWindow, now: Date): boolean {
  if (promotion.active === false || !promotion.startsAt || !promotion.endsAt) return false
  const starts = Date.parse(promotion.startsAt)
  const ends = Date.parse(promotion.endsAt)
  if (Number.isNaN(starts) || Number.isNaN(ends)) return false
  return starts <= now.getTime() && now.getTime() < ends
}

/** A price after a percentage off, in whole cents (rounded to the nearest cent). */
export function percentOffCents(priceCents: Cents, percentOff: number): Cents {
  if (!Number.isInteger(priceCents) || priceCents < 0) throw new RangeError('A price is whole cents, zero or more.')
  if (!Number.isFinite(percentOff) || percentOff < 0 || percentOff > 100) throw new RangeError('A percentage off is between 0 and 100.')
  return Math.round((priceCents * (100 - percentOff)) / 100)
}

export interface Countdown {
  days: number
  hours: number
  minutes: number
  seconds: number
  /** Nothing left: the promotion has ended. */
  over: boolean
}

/** What is left until `endsAt`, whole seconds, never below zero. */
export function countdownTo(endsAt: string, now: Date): Countdown {
  const left = Math.max(0, Math.floor((Date.parse(endsAt) - now.getTime()) / 1000))
  if (Number.isNaN(left)) return { days: 0, hours: 0, minutes: 0, seconds: 0, over: true }
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    over: left === 0,
  }
}

/** The countdown in words for a screen reader and for the eye: "2 days 3 hours 4 minutes 5 seconds". */
export function countdownWords(countdown: Countdown): string {
  if (countdown.over) return 'This offer has ended.'
  const part = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`
  return [
    countdown.days > 0 ? part(countdown.days, 'day') : null,
    part(countdown.hours, 'hour'),
    part(countdown.minutes, 'minute'),
    part(countdown.seconds, 'second'),
  ]
    .filter(Boolean)
    .join(' ')
}

/** The words of the promotional tab and of /api/bundle-selected (the spec has none: ADR 096). */
export const promotionMessages = {
  heading: 'Limited-time tirzepatide plans',
  endsIn: 'Offer ends in',
  refillsAndCheckIns: 'Includes 12 months of refills and a doctor check-in every 90 days.',
  choose: (months: number) => `Choose the ${months}-month plan`,
  ended: 'This offer has ended.',
  notLive: 'There is no offer running right now.',
  addOnUnknown: 'That add-on is not available. Choose one of the add-ons offered.',
  addOnMissing: 'Choose an add-on (selectedMed).',
  addOnAdded: (name: string) => `${name} is added to your next order at the offer price.`,
  addOnNone: 'No add-on was added.',
} as const
