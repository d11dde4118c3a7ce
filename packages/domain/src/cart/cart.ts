import type { Cents } from '../pricing/money.ts'

/** A cart line as the checkout holds it; price and retail_price are integer cents. */
export type CartItem = {
  id: string
  name: string
  price: Cents
  retail_price: Cents
  quantity: number
  /** 'Prescription' for medication; anything else is an ordinary product. */
  main_type: string
  subheader?: string
  image?: string
  category?: string
  sku?: string
  stripe_id?: string
}

export type Cart = readonly CartItem[]

export const PRESCRIPTION_MAIN_TYPE = 'Prescription'

export function isPrescriptionItem(item: Pick<CartItem, 'main_type'>): boolean {
  return item.main_type === PRESCRIPTION_MAIN_TYPE
}

/** One course of medication per order: a prescription line is always quantity 1. */
function allowedQuantity(item: Pick<CartItem, 'main_type'>, wanted: number): number {
  return isPrescriptionItem(item) ? 1 : Math.floor(wanted)
}

/** Adding an item already in the cart raises its quantity by 1. */
export function addToCart(cart: Cart, item: CartItem): CartItem[] {
  const existing = cart.find((line) => line.id === item.id)
  if (!existing) return [...cart, { ...item, quantity: allowedQuantity(item, Math.max(1, item.quantity)) }]
  return cart.map((line) =>
    line.id === item.id ? { ...line, quantity: allowedQuantity(line, line.quantity + 1) } : line,
  )
}

/** Setting a quantity of 0 or less removes the line. */
export function setCartQuantity(cart: Cart, id: string, quantity: number): CartItem[] {
  if (quantity <= 0 || Number.isNaN(quantity)) return removeFromCart(cart, id)
  return cart.map((line) => (line.id === id ? { ...line, quantity: Math.max(1, allowedQuantity(line, quantity)) } : line))
}

export function removeFromCart(cart: Cart, id: string): CartItem[] {
  return cart.filter((line) => line.id !== id)
}
