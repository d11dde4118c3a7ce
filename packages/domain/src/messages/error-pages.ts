/**
 * The site's last-resort pages (ADR 101): an address with no page, and a failure nothing else
 * caught. The specifications show neither (unknown paths redirect to /, API errors are logged and
 * rethrown), so these texts are ours. The failure page gives the request's reference, which the
 * care team finds in the logs; it never says what failed.
 */
export const errorPageMessages = {
  notFoundTitle: 'Page not found',
  notFoundBody: "We couldn't find that page. The link may be old or mistyped, or the page may have moved.",
  failureTitle: 'Something went wrong',
  failureBody: 'This page could not be shown just now. Please try again in a moment.',
  referenceLabel: 'Reference',
  referenceHint: 'If it keeps happening, contact our care team and give them this reference.',
  tryAgain: 'Try again',
  backToStart: 'Back to the start',
  myAccount: 'Go to my account',
} as const
