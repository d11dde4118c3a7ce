import type { LinksFunction } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from '@remix-run/react'
import { SiteFooter } from '@telehealth/ui/components/SiteFooter'
import { useEffect, type ReactNode } from 'react'
import { useNonce } from './nonce.tsx'
import { loadFooter, loadTagManager } from './site-chrome.server.ts'
import { TagManager } from './third-party/TagManager.tsx'
import stylesheet from './styles.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }]

export async function loader() {
  const [footer, tagManager] = await Promise.all([loadFooter(), loadTagManager()])
  return { footer, tagManager }
}

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

/** Anything unexpected: a calm page in the site's own look, never a stack trace. */
export function ErrorBoundary() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-5">
      <h1 className="text-2xl font-bold text-ink">Something went wrong</h1>
      <p className="text-base text-muted">Please try again in a moment. If it keeps happening, contact our care team.</p>
      <a href="/" className="font-semibold text-brand-700 underline underline-offset-4">
        Back to the start
      </a>
    </main>
  )
}
