/**
 * Written only by the server itself (Local API without a user), never through the API. Fits both a
 * collection's access and a field's.
 */
export const nobody = (): false => false
