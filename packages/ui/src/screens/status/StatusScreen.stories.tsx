import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { asPage } from '../../stories/funnel-decorator.tsx'
import { bundleCopy, statusCopy } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { BundleAddOn } from './BundleAddOn.tsx'
import { StatusScreen } from './StatusScreen.tsx'

const meta = {
  title: 'Screens/Status/Almost done',
  component: StatusScreen,
  args: { copy: statusCopy, firstName: 'Ann', verifyHref: '/verify' },
  decorators: [asPage()],
  ...mobileViewport,
} satisfies Meta<typeof StatusScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Almost Done Ann!')
    for (const duration of ['5-10 minutes', '24 hours or less', 'Same day', '48 hours or less']) {
      await expect(canvas.getByText(duration)).toBeVisible()
    }
    await expect(canvas.getByRole('link', { name: 'Complete Medical Form' })).toHaveAttribute('href', '/verify')
  },
}

/** "Same day" with the conditions it holds under (Settings' claims). */
export const SameDayConditions: Story = {
  args: {
    copy: {
      ...statusCopy,
      timeline: statusCopy.timeline.map((item) =>
        item.duration === 'Same day'
          ? { ...item, conditions: 'Orders placed before 3 pm, Monday to Thursday, are processed the same day. No shipping on Fridays.' }
          : item,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/before 3 pm, Monday to Thursday.*No shipping on Fridays/)).toBeVisible()
  },
}

export const WithBundleOffer: Story = {
  args: { children: <BundleAddOn copy={bundleCopy} step="choose" /> },
}
