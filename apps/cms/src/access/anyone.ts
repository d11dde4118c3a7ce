import type { Access } from 'payload'

/** Public content (funnel copy, legal pages) is readable by every visitor. */
export const anyone: Access = () => true
