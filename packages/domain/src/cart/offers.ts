import type { CartItem } from './cart.ts'

/** A saved cart line may carry the plan offers; they are kept apart from the line itself. */
export type CartItemWithOffers = CartItem & { sema_offer?: string; tir_offer?: string }

export function splitOffersFromCartItem(line: CartItemWithOffers): {
  item: CartItem
  offers: { sema_offer?: string; tir_offer?: string }
} {
  const { sema_offer, tir_offer, ...item } = line
  const offers: { sema_offer?: string; tir_offer?: string } = {}
  if (sema_offer !== undefined) offers.sema_offer = sema_offer
  if (tir_offer !== undefined) offers.tir_offer = tir_offer
  return { item, offers }
}
