import { expect, type APIRequestContext } from '@playwright/test'
import { staffToken } from './checkout.ts'

/** A clinician prescribes through the CMS, as the admin does: POST /api/orders/:id/prescribe with a staff token. */
export async function prescribe(request: APIRequestContext, orderId: number) {
  const token = await staffToken(request, 'clinical')
  const response = await request.post(`${process.env.E2E_CMS_URL}/api/orders/${orderId}/prescribe`, {
    headers: { Authorization: `JWT ${token}` },
    data: {
      doctor: 'Dr. Jane Rivera',
      provider: 4417,
      external_visit_id: `visit-${orderId}`,
      items: [
        { rxId: 'rx-1', medId: 'tz-10', name: 'Tirzepatide 10 mg/mL', strength: '2.5 mg weekly', directions: 'Inject 0.25 mL under the skin once a week.' },
        { rxId: 'rx-2', medId: 'ond-4', name: 'Ondansetron ODT 4 mg', strength: '4 mg', directions: 'Dissolve one tablet on the tongue as needed for nausea.' },
      ],
    },
  })
  expect(response.status()).toBe(201)
}
