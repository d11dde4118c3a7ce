import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { asPage } from '../../stories/funnel-decorator.tsx'
import { mobileViewport } from '../../stories/mobile.ts'
import { FailureScreen, NotFoundScreen } from './ErrorPages.tsx'

const meta = {
  title: 'Screens/Error pages',
  decorators: [asPage()],
  ...mobileViewport,
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {
  render: () => <NotFoundScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found')
    await expect(canvas.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/home')
    await expect(canvas.queryByText('Reference')).toBeNull()
  },
}

export const Failure: Story = {
  render: () => <FailureScreen correlationId="3f9a1c07d2b84e65" retryHref="/home/orders" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong')
    await expect(canvas.getByText('3f9a1c07d2b84e65')).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/home/orders')
    await expect(canvas.queryByText('Page not found')).toBeNull()
  },
}

/** The failure page when the reference cannot be known (the site's own data failed to load). */
export const FailureWithoutReference: Story = {
  render: () => <FailureScreen correlationId={null} retryHref="/" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Reference')).toBeNull()
  },
}
