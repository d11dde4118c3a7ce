import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { brandName, footerCopy } from '../stories/fixtures.ts'
import { mobileViewport } from '../stories/mobile.ts'
import { FunnelLayout } from './FunnelLayout.tsx'
import { SiteFooter } from './SiteFooter.tsx'

const meta = {
  title: 'Components/FunnelLayout',
  component: FunnelLayout,
  args: { brandName, children: <h1 className="text-2xl font-bold">Page content</h1> },
  ...mobileViewport,
} satisfies Meta<typeof FunnelLayout>

export default meta
type Story = StoryObj<typeof meta>

export const WithProgress: Story = {
  args: { step: { current: 3, total: 9 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Step 3 of 9')).toBeVisible()
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3')
  },
}
export const WithFooter: Story = { args: { footer: <SiteFooter copy={footerCopy} /> } }
