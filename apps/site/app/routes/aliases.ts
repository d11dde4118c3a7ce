/**
 * The site's aliases, in one table (routes.ts points each path at redirects.ts): older or marketing addresses
 * and where they lead. Query parameters (offers, `?sema=`/`?tir=`) come along.
 */
export const ALIASES: Readonly<Record<string, string>> = {
  /** 'Take the quiz' is the intake funnel. */
  '/quiz': '/',
  /** The older address of the plan chooser. */
  '/weight-loss-plan': '/select-med',
}
