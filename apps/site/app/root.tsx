import type { LinksFunction } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from '@remix-run/react'
import { SiteFooter } from '@telehealth/ui/components/SiteFooter'
import { useEffect, type ReactNode } from 'react'
import { useNonce } from './nonce.tsx'
import { loadFooter, loadTagManager } from './site-chrome.server.ts'
import stylesheet from './styles.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }]

export async function loader() {
  const [footer, tagManager] = await Promise.all([loadFooter(), loadTagManager()])
  return { footer, tagManager }
}

/** The tag manager's own start snippet; its script runs with this response's CSP nonce. */
const TAG_MANAGER_START = "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});"

function TagManager({ scriptSrc, nonce }: { scriptSrc: string; nonce: string }) {
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: TAG_MANAGER_START }} />
      <script nonce={nonce} async src={scriptSrc} />
    </>
  )
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const data = useRouteLoaderData<typeof loader>('root')
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b634a" />
        <Meta />
        <Links />
        {data?.tagManager ? <TagManager scriptSrc={data.tagManager.scriptSrc} nonce={nonce} /> : null}
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
