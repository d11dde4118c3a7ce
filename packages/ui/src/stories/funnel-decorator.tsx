import type { Decorator } from '@storybook/react-vite'
import { FunnelLayout } from '../components/FunnelLayout.tsx'
import { SiteFooter } from '../components/SiteFooter.tsx'
import { brandName, footerCopy } from './fixtures.ts'

/** Shows a screen inside the funnel's layout, at a given step of the total. */
export function inFunnel(current?: number, total = 9): Decorator {
  return (Story) => (
    <FunnelLayout brandName={brandName} step={current ? { current, total } : undefined}>
      <Story />
    </FunnelLayout>
  )
}

/** A full page: layout and footer. */
export function asPage(): Decorator {
  return (Story) => (
    <FunnelLayout brandName={brandName} footer={<SiteFooter copy={footerCopy} />}>
      <Story />
    </FunnelLayout>
  )
}
