import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { asPage } from '../../stories/funnel-decorator.tsx'
import { legalContent } from '../../stories/fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { LegalPageScreen } from './LegalPageScreen.tsx'

const meta = {
  title: 'Screens/Legal page',
  component: LegalPageScreen,
  args: { content: legalContent },
  decorators: [asPage()],
  ...mobileViewport,
} satisfies Meta<typeof LegalPageScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy')
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2)
  },
}

/** Text from the CMS is shown as text, never as HTML. */
export const MarkupStaysText: Story = {
  args: { content: { title: 'Terms Of Use', blocks: [{ type: 'paragraph', text: '<b>Not bold</b> <img src=x onerror=alert(1)>' }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/<b>Not bold<\/b>/)).toBeVisible()
  },
}
