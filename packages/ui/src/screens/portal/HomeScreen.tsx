import { PortalHeader } from '../../components/PortalHeader.tsx'
import * as Tabs from '@radix-ui/react-tabs'
import type { HomeTab } from '@telehealth/domain'
import { clsx } from 'clsx'
import type { ReactElement, ReactNode } from 'react'

/** What a tab link needs: the screen's styling, the tab's address, its icon and label. */
export interface HomeTabLinkProps {
  href: string
  className: string
  children: ReactNode
}

export interface HomeScreenProps {
  brandName: string
  firstName: string
  /** The tabs this patient sees, in order. */
  tabs: readonly HomeTab[]
  activeTab: HomeTab
  /** Each tab's own address: switching tabs is following a link. */
  tabHref: (tab: HomeTab) => string
  /** The router's link (a plain <a> by default). It must pass every prop on to its <a>. */
  renderTabLink?: (props: HomeTabLinkProps) => ReactElement
  /** The router's form for Log Out (a plain form posting to /logout by default). */
  renderLogoutForm?: (props: { children: ReactNode }) => ReactElement
  loggingOut?: boolean
  /** The open tab's panel. */
  children: ReactNode
}

export const HOME_TAB_LABELS: Record<HomeTab, string> = {
  myNewSelf: 'Progress',
  orders: 'Orders',
  dosage: 'Dosage',
  profile: 'Profile',
  doctorOnDemand: 'Doctor',
  billing: 'Billing',
  promotion: 'Offer',
}

const iconPaths: Record<HomeTab, ReactNode> = {
  myNewSelf: <path d="M4 17l5-5 4 4 7-8M15 8h5v5" />,
  orders: <path d="M4 7.5 12 3l8 4.5v9L12 21l-8-4.5v-9ZM4 7.5l8 4.5 8-4.5M12 12v9" />,
  dosage: <path d="M14.5 4.5l5 5M17 7l-9.5 9.5-3 .5.5-3L14.5 4.5M9.5 9.5l2 2M7.5 11.5l2 2M3 21l2.5-2.5" />,
  profile: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0" />,
  doctorOnDemand: <path d="M5 5h14v10H9l-4 4V5ZM9 9.5h6M9 12h4" />,
  billing: <path d="M3 6.5h18v11H3v-11ZM3 10h18M7 14.5h3" />,
  promotion: <path d="M20 12.5 12.5 20a1.5 1.5 0 0 1-2.1 0L4 13.6V4h9.6l6.4 6.4a1.5 1.5 0 0 1 0 2.1ZM8.5 8.5h.01" />,
}

function TabIcon({ tab }: { tab: HomeTab }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {iconPaths[tab]}
    </svg>
  )
}

const plainLink = ({ href, className, children }: HomeTabLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
)

const plainLogoutForm = ({ children }: { children: ReactNode }) => (
  <form method="post" action="/logout">
    {children}
  </form>
)

/**
 * The patient's home (spec 001: Home): the navigation bar with Log Out, 'Hi, {name}', the tab bar
 * and the open tab's panel. Each tab is a link to its own address (ADR 073), so a reload, Back and
 * a shared link keep the tab, and the page works without JavaScript. The bar keeps the tabs'
 * semantics (Radix Tabs: arrow keys move between tabs, Enter opens one). On a phone it is a
 * bottom bar; from the small breakpoint up it sits above the panel.
 */
export function HomeScreen({
  brandName,
  firstName,
  tabs,
  activeTab,
  tabHref,
  renderTabLink = plainLink,
  renderLogoutForm = plainLogoutForm,
  loggingOut = false,
  children,
}: HomeScreenProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PortalHeader brandName={brandName}>
        {renderLogoutForm({
          children: (
            <>
              {/* Signing in again comes back to the remembered tab, as the spec's reload of the page would. */}
              <input type="hidden" name="page_ref" value="/home" />
              <button
                type="submit"
                disabled={loggingOut}
                className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:opacity-60"
              >
                {loggingOut ? 'Logging out...' : 'Log Out'}
              </button>
            </>
          ),
        })}
      </PortalHeader>
      {/* Controlled and never changed here: a tab opens when its link's page loads. */}
      <Tabs.Root value={activeTab} activationMode="manual" className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-5 pt-6 pb-28 sm:pb-12">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Hi, {firstName}</h1>
        <Tabs.List
          aria-label="Your account"
          className="fixed inset-x-0 bottom-0 z-30 grid border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur sm:static sm:mt-5 sm:flex sm:gap-1 sm:rounded-full sm:border sm:p-1 sm:shadow-none"
          style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
        >
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} asChild>
              {renderTabLink({
                href: tabHref(tab),
                className: clsx(
                  'flex min-h-15 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-muted sm:min-h-11 sm:flex-1 sm:flex-row sm:gap-2 sm:rounded-full sm:text-sm',
                  'data-[state=active]:text-brand-800 sm:data-[state=active]:bg-brand-700 sm:data-[state=active]:text-white',
                ),
                children: (
                  <>
                    <TabIcon tab={tab} />
                    {HOME_TAB_LABELS[tab]}
                  </>
                ),
              })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={activeTab} className="mt-6 focus-visible:outline-2">
          {children}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
