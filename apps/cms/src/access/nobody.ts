import type { Access } from 'payload'

/** Written only by the server itself (Local API without a user), never through the API. */
export const nobody: Access = () => false
