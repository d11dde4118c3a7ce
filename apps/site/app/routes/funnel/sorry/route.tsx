import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { intakeMessages, sameSitePath, sorryMessageForReason, sorryMessages } from '@telehealth/domain'
import { FunnelLayout, SorryScreen } from '@telehealth/ui'
import { getFunnelCopy } from '~/content.server.ts'

export const meta: MetaFunction = () => [{ title: "We're Sorry" }]

/**
 * Only the product's own dead-end texts are shown, whatever the query says: a link must not be
 * able to put words of someone else's choosing on our page.
 */
const KNOWN_MESSAGES = new Set<string>([...Object.values(sorryMessages), intakeMessages.stateBlocked, intakeMessages.underage])

/**
 * The heading and link labels are marketing's (Funnel copy > Sorry page). Continue follows the
 * `redirect` query when it is a path on this site, else goes to the start: a link cannot use our
 * page to send a visitor elsewhere.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const asked = url.searchParams.get('message')
  const message = asked && KNOWN_MESSAGES.has(asked) ? asked : sorryMessageForReason(url.searchParams.get('reason'))
  const copy = await getFunnelCopy()
  return {
    brandName: copy.brandName,
    copy: copy.sorry,
    message,
    continueHref: sameSitePath(url.searchParams.get('redirect')) ?? '/',
  }
}

export default function SorryRoute() {
  const { brandName, copy, message, continueHref } = useLoaderData<typeof loader>()
  return (
    <FunnelLayout brandName={brandName}>
      <SorryScreen copy={copy} message={message} continueHref={continueHref} learnMoreHref="/legal/telehealth-consent" />
    </FunnelLayout>
  )
}
