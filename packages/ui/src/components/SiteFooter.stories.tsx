import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { footerCopy } from '../stories/fixtures.ts'
import { mobileViewport } from '../stories/mobile.ts'
import { SiteFooter } from './SiteFooter.tsx'

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  args: { copy: footerCopy },
  ...mobileViewport,
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const legal = within(canvas.getByRole('navigation', { name: 'Legal' }))
    for (const label of ['HIPAA Notice', 'Privacy Policy', 'Returns & Refund Policy', 'Terms Of Use', 'CCPA Opt-Out', 'TeleHealth Consent']) {
      await expect(legal.getByRole('link', { name: label })).toBeVisible()
    }
    await expect(canvas.getByText('© 2025 Evergreen Health')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'LegitScript certified' })).toBeVisible()
  },
}

export const WithCompanyAndSupport: Story = {
  args: { copy: { ...footerCopy, companyName: 'Evergreen Health Inc.', supportEmail: 'care@example.com', supportPhone: '(555) 010-0199' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'care@example.com' })).toHaveAttribute('href', 'mailto:care@example.com')
    await expect(canvas.getByRole('link', { name: '(555) 010-0199' })).toHaveAttribute('href', 'tel:5550100199')
    await expect(canvas.getByText('© 2025 Evergreen Health Inc.')).toBeVisible()
  },
}

export const SealWithoutLink: Story = { args: { copy: { ...footerCopy, sealHref: undefined, disclaimer: undefined } } }
