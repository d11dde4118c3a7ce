import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addToCart, removeFromCart, setCartQuantity, type CartItem } from './cart.ts'
import { splitOffersFromCartItem } from './offers.ts'
import { cartDiscountCents, cartTotalCents, cartTotalNoDiscountCents } from './totals.ts'

const sema: CartItem = { id: 'sema', name: 'Semaglutide', price: 24999, retail_price: 49999, quantity: 1, main_type: 'Prescription' }
const wipes: CartItem = { id: 'wipes', name: 'Wipes', price: 500, retail_price: 700, quantity: 1, main_type: 'Supply' }

describe('cart operations', () => {
  it('raises an existing ordinary item by 1', () => {
    expect(addToCart(addToCart([], wipes), wipes)).toEqual([{ ...wipes, quantity: 2 }])
  })

  it('keeps a prescription at 1', () => {
    const cart = addToCart(addToCart([], sema), sema)
    expect(cart).toEqual([sema])
    expect(setCartQuantity(cart, 'sema', 5)).toEqual([sema])
    expect(addToCart([], { ...sema, quantity: 3 })).toEqual([sema])
  })

  it('removes on a quantity of 0 or less, keeps 1', () => {
    expect(setCartQuantity([wipes], 'wipes', 0)).toEqual([])
    expect(setCartQuantity([wipes], 'wipes', -1)).toEqual([])
    expect(setCartQuantity([wipes], 'wipes', 1)).toEqual([wipes])
    expect(setCartQuantity([wipes], 'wipes', 4)).toEqual([{ ...wipes, quantity: 4 }])
    expect(removeFromCart([wipes, sema], 'wipes')).toEqual([sema])
  })

  it('splits the offers off a saved line', () => {
    expect(splitOffersFromCartItem({ ...sema, sema_offer: 'sema_plan_278928' })).toEqual({
      item: sema,
      offers: { sema_offer: 'sema_plan_278928' },
    })
  })
})

describe('cart totals', () => {
  it('sums price and retail price by quantity', () => {
    const cart = [sema, { ...wipes, quantity: 3 }]
    expect(cartTotalCents(cart)).toBe(24999 + 1500)
    expect(cartTotalNoDiscountCents(cart)).toBe(49999 + 2100)
    expect(cartDiscountCents(cart)).toBe(25000 + 600)
    expect(cartTotalCents([])).toBe(0)
  })

  const line = fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    name: fc.string(),
    price: fc.integer({ min: 0, max: 500_000 }),
    retail_price: fc.integer({ min: 0, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    main_type: fc.constantFrom('Prescription', 'Supply'),
  })
  const operation = fc.oneof(
    line.map((item) => ({ kind: 'add' as const, item })),
    fc.record({ kind: fc.constant('set' as const), id: fc.constantFrom('a', 'b', 'c', 'd'), quantity: fc.integer({ min: -2, max: 9 }) }),
  )

  it('keeps totals equal to the sums, discount = retail - price, prescriptions at 1', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (operations) => {
        let cart: CartItem[] = []
        for (const op of operations) cart = op.kind === 'add' ? addToCart(cart, op.item) : setCartQuantity(cart, op.id, op.quantity)
        const total = cart.reduce((sum, item) => sum + item.price * item.quantity, 0)
        const retail = cart.reduce((sum, item) => sum + item.retail_price * item.quantity, 0)
        return (
          cartTotalCents(cart) === total &&
          cartTotalNoDiscountCents(cart) === retail &&
          cartDiscountCents(cart) === retail - total &&
          Number.isInteger(cartTotalCents(cart)) &&
          cart.every((item) => item.quantity >= 1 && (item.main_type !== 'Prescription' || item.quantity === 1)) &&
          new Set(cart.map((item) => item.id)).size === cart.length
        )
      }),
    )
  })
})
