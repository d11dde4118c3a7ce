import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { FunnelLayout } from '@telehealth/ui/components/FunnelLayout'
import { SiteFooter } from '@telehealth/ui/components/SiteFooter'
import { FailureScreen, NotFoundScreen } from '@telehealth/ui/screens/errors/ErrorPages'
import { useEffect, type ReactNode } from 'react'
import { useNonce } from './nonce.tsx'
import { loadFooter, loadTagManager } from './site-chrome.server.ts'
import { TagManager } from './third-party/TagManager.tsx'
import stylesheet from './styles.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }]

export async function loader({ context }: LoaderFunctionArgs) {
  const [footer, tagManager] = await Promise.all([loadFooter(), loadTagManager()])
  // This request's reference, for the failure page (ADR 101).
  return { footer, tagManager, correlationId: context.correlationId ?? null }
}

/**
 * The root's data comes along with every navigation (not after a fetcher's call): one request
 * answers a navigation with all its loaders, so a page that fails shows that request's reference.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || (formMethod === undefined && currentUrl.href !== nextUrl.href)

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const data = useRouteLoaderData<typeof loader>('root')
  // An error page loads no third party, whatever page failed.
  const failed = useRouteError() != null
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b634a" />
        <Meta />
        <Links />
        <TagManager scriptSrc={data?.tagManager?.scriptSrc ?? null} nonce={nonce} failed={failed} />
      </head>
      <body>
        {children}
        {data ? <SiteFooter copy={data.footer} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  // Marks the page as interactive (tests wait for it before using keyboard behaviour that only
  // the client provides, such as arrow keys between tabs).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return <Outlet />
}

/**
 * The last resort (spec 001 section 8 keeps each screen's own handling): an address with no page
 * gets its own 404 page, anything else the failure page with this request's reference, in the
 * site's own layout; never a stack trace or an error's message.
 */
export function ErrorBoundary() {
  const error = useRouteError()
  const data = useRouteLoaderData<typeof loader>('root')
  const location = useLocation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <FunnelLayout brandName={data?.footer.brandName ?? ''}>
      {notFound ? <NotFoundScreen /> : <FailureScreen correlationId={data?.correlationId ?? null} retryHref={`${location.pathname}${location.search}`} />}
    </FunnelLayout>
  )
}
