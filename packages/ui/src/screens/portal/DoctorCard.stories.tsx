import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { doctorProfile } from '../../stories/doctor-fixtures.ts'
import { mobileViewport } from '../../stories/mobile.ts'
import { DoctorCard } from './DoctorCard.tsx'

const meta = {
  title: 'Portal/Doctor/DoctorCard',
  component: DoctorCard,
  ...mobileViewport,
  decorators: [
    (Story) => (
      <div className="bg-canvas p-4">
        <Story />
      </div>
    ),
  ],
  args: { doctor: doctorProfile },
} satisfies Meta<typeof DoctorCard>

export default meta
type Story = StoryObj<typeof meta>

/** The latest encounter's doctor: photo, name, NPI number and bio. */
export const WithProfile: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Your doctor' })
    await expect(within(card).getByText('Dr. Jane Rivera, MD')).toBeVisible()
    await expect(within(card).getByText('1234567893')).toBeVisible()
    await expect(within(card).getByText(/Board-certified/)).toBeVisible()
    await expect(card.querySelector('img')).not.toBeNull()
  },
}

/** A profile without a photo, NPI or bio: the silhouette and the name. */
export const NameOnly: Story = {
  args: { doctor: { name: 'Dr. Sam Okafor', npi: '', bio: '', image: '' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Your doctor' })
    await expect(within(card).getByText('Dr. Sam Okafor')).toBeVisible()
    await expect(within(card).queryByText(/NPI/)).toBeNull()
    await expect(card.querySelector('img')).toBeNull()
  },
}

/** No profile (none yet, or the read failed): a neutral card, and no error (spec 001 section 8). */
export const Neutral: Story = {
  args: { doctor: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Your doctor' })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The photo's address answers nothing (a 404): the silhouette stands in, with no error. */
export const PhotoFails: Story = {
  args: { doctor: { ...doctorProfile, image: '/api/doctor-photo/not-there-at-all' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Your doctor' })
    await expect(within(card).getByText('Dr. Jane Rivera, MD')).toBeVisible()
    await expect(await within(card).findByText('Dr. Jane Rivera, MD')).toBeVisible()
    await expect(within(canvasElement).queryByRole('alert')).toBeNull()
  },
}
