import type { CollectionBeforeOperationHook } from 'payload'

/**
 * The request context key with which the server's own code (insertPasswordlessPatient) asks for a
 * patient account that has no password yet. Only code in the process sets a request's context:
 * REST and GraphQL callers cannot, and the collection's create access (admins only) applies to them
 * as before.
 */
export const ACCOUNT_WITHOUT_PASSWORD = 'accountWithoutPassword'

/**
 * Payload's `create` on an auth collection always hashes a password (PBKDF2-SHA256, 600,000 rounds:
 * about 150 ms of a core), and refuses a create without one. An intake account has no password
 * until the patient sets one from the welcome email, and hashing a random throw-away secret at
 * every intake capped intake submits at about 13 a second on two cores (ADR 014).
 *
 * So for that one create, and only when the context asks and no password is given, this hook hands
 * the operation the collection's config with Payload's documented `disableLocalStrategy:
 * { enableFields: true, optionalPassword: true }` (the auth fields stay; the password is optional).
 * Everything else of the Local API's `create` runs as always: field validation, the collection's
 * hooks (the audit trail), the read-back, and the operation's transaction where the engine has one.
 * The row is stored with no hash and no salt, which Payload's local strategy treats as "no
 * password": no password signs in until one is set. Every other operation (login, the site's
 * password set and reset, the admin) sees the collection as configured.
 */
export const createAccountWithoutPassword: CollectionBeforeOperationHook<'patients'> = ({ args, operation, req }) => {
  if (operation !== 'create' || req.context[ACCOUNT_WITHOUT_PASSWORD] !== true) return args
  const data = (args as { data?: { password?: unknown } }).data
  if (data?.password !== undefined) return args
  const config = args.collection.config
  return {
    ...args,
    collection: { ...args.collection, config: { ...config, auth: { ...config.auth, disableLocalStrategy: { enableFields: true, optionalPassword: true } } } },
  }
}
