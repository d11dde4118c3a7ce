import type { Cents } from '../pricing/money.ts'
import type { Cart } from './cart.ts'

/** Total = price x quantity over the lines. */
export function cartTotalCents(cart: Cart): Cents {
  return cart.reduce((total, line) => total + line.price * line.quantity, 0)
}

/** Total without discount uses retail_price. */
export function cartTotalNoDiscountCents(cart: Cart): Cents {
  return cart.reduce((total, line) => total + line.retail_price * line.quantity, 0)
}

/** The discount is the difference between the two totals. */
export function cartDiscountCents(cart: Cart): Cents {
  return cartTotalNoDiscountCents(cart) - cartTotalCents(cart)
}
