import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { intakeMessages, sorryMessageForReason, sorryMessages } from '@telehealth/domain'
import { FunnelLayout, SorryScreen } from '@telehealth/ui'
import { getBrandName } from '~/brand.server.ts'

export const meta: MetaFunction = () => [{ title: "We're Sorry" }]

/**
 * Only the product's own dead-end texts are shown, whatever the query says: a link must not be
 * able to put words of someone else's choosing on our page.
 */
const KNOWN_MESSAGES = new Set<string>([...Object.values(sorryMessages), intakeMessages.stateBlocked, intakeMessages.underage])

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const asked = url.searchParams.get('message')
  const message = asked && KNOWN_MESSAGES.has(asked) ? asked : sorryMessageForReason(url.searchParams.get('reason'))
  return { brandName: await getBrandName(), message }
}

export default function SorryRoute() {
  const { brandName, message } = useLoaderData<typeof loader>()
  return (
    <FunnelLayout brandName={brandName}>
      <SorryScreen
        copy={{ heading: "We're Sorry", continueLabel: 'Continue', learnMoreLabel: 'Learn More' }}
        message={message}
        continueHref="/"
        learnMoreHref="/legal/telehealth-consent"
      />
    </FunnelLayout>
  )
}
