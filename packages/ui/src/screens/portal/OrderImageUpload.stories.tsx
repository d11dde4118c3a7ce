import type { Meta, StoryObj } from '@storybook/react-vite'
import { orderImageMessages } from '@telehealth/domain'
import { expect, userEvent, within } from 'storybook/test'
import { ImageUploader } from '../../components/ImageUploader.tsx'
import { mobileViewport } from '../../stories/mobile.ts'
import { OrderImageUpload } from './OrderImageUpload.tsx'

const meta = {
  title: 'Screens/Portal/Order image upload',
  component: OrderImageUpload,
  args: {
    kind: 'id_image',
    onKindChange: () => undefined,
    children: <ImageUploader state="idle" onChoose={() => undefined} onConfirm={() => undefined} />,
  },
  decorators: [(Story) => <div className="p-5">{Story()}</div>],
  ...mobileViewport,
} satisfies Meta<typeof OrderImageUpload>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: orderImageMessages.title }))
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: orderImageMessages.title })
    for (const label of Object.values(orderImageMessages.kinds)) await expect(within(dialog).getByLabelText(label)).toBeInTheDocument()
    await expect(within(dialog).getByLabelText('License or State ID')).toBeChecked()
  },
}

export const Failed: Story = {
  args: { children: <ImageUploader state="failed" error={orderImageMessages.failed} onChoose={() => undefined} onConfirm={() => undefined} /> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: orderImageMessages.title }))
    await expect(within(canvasElement.ownerDocument.body).getByRole('alert')).toHaveTextContent('smaller photo')
  },
}

export const Uploaded: Story = {
  args: { uploaded: true, children: <ImageUploader state="uploaded" onChoose={() => undefined} onConfirm={() => undefined} /> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: orderImageMessages.title }))
    await expect(within(canvasElement.ownerDocument.body).getByRole('status')).toHaveTextContent(orderImageMessages.uploaded)
  },
}
