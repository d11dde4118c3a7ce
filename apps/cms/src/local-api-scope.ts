import type { CollectionSlug } from 'payload'

/** Nothing extra when the options name a collection in `S`; otherwise a `collection` no call can give. */
type InScope<O, S extends CollectionSlug> = O extends { collection: infer C } ? ([C] extends [S] ? unknown : { collection: S }) : unknown

/**
 * Payload's method, its options also required to name a collection in `S`. Payload's own generics
 * (slug -> document, select -> fields) carry through: TypeScript infers a generic function passed
 * to a generic function as generic (higher-order inference). Checked at run time too.
 */
export function scopedOne<S extends CollectionSlug>(allowed: ReadonlySet<string>) {
  return <O, R>(method: (options: O) => R) =>
    (options: O & InScope<O, S>): R => {
      inScope(allowed, options)
      return method(options)
    }
}

/** The same for Payload's two-signature methods (by id / by where): the scope holds; results are typed per signature's constraint. */
export function scopedTwo<S extends CollectionSlug>(allowed: ReadonlySet<string>) {
  return <O1, R1, O2, R2>(method: { (options: O1): R1; (options: O2): R2 }) => {
    function call(options: O1 & InScope<O1, S>): R1
    function call(options: O2 & InScope<O2, S>): R2
    function call(options: (O1 & InScope<O1, S>) | (O2 & InScope<O2, S>)): R1 | R2 {
      inScope(allowed, options)
      return method(options as O1)
    }
    return call
  }
}

function inScope(allowed: ReadonlySet<string>, options: unknown): void {
  const collection = typeof options === 'object' && options !== null && 'collection' in options ? String(options.collection) : ''
  if (!allowed.has(collection)) throw new Error(`This door takes only its own collections (${[...allowed].join(', ')}), not '${collection}'.`)
}
