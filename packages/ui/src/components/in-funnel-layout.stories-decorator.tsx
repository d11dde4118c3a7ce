import type { Decorator } from '@storybook/react-vite'
import { FunnelLayout } from './FunnelLayout.tsx'

/** Shows a screen inside the site's page frame, as patients see it. */
export const inFunnelLayout: Decorator = (Story) => (
  <FunnelLayout brandName="Evergreen Health">
    <Story />
  </FunnelLayout>
)
