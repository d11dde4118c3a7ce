import type { LegalPage } from '../payload-types.ts'

type New<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

function page(slug: string, title: string, footerLabel: string, footerOrder: number, sections: { heading: string; body: string }[]): New<LegalPage> {
  return { slug, title, footerLabel, footerOrder, sections }
}

/**
 * Starting text for the six legal pages. Counsel reviews and edits these in the admin; nothing here
 * is shown as final legal advice.
 */
export const initialLegalPages: New<LegalPage>[] = [
  page('hipaa-notice', 'HIPAA Notice of Privacy Practices', 'HIPAA Notice', 1, [
    {
      heading: 'Your health information',
      body: 'This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.\n\nWe keep your health information private and secure, and use it only to provide your care, to arrange payment and to run our practice, as the law allows.',
    },
    {
      heading: 'Your rights',
      body: 'You can ask for a copy of your records, ask us to correct them, ask for a list of those with whom we shared information, and ask us to limit what we share. Contact our privacy officer to use any of these rights.',
    },
  ]),
  page('privacy-policy', 'Privacy Policy', 'Privacy Policy', 2, [
    {
      heading: 'What we collect',
      body: 'We collect what you tell us in the intake and the patient portal, and basic technical data about your visit (such as your IP address and browser) to keep the service secure.',
    },
    {
      heading: 'How we use it',
      body: 'We use your information to provide care, process payments, ship your medication and contact you about your treatment. We do not sell your personal information.',
    },
  ]),
  page('returns-refund-policy', 'Returns & Refund Policy', 'Returns & Refund Policy', 3, [
    {
      heading: 'Consultations',
      body: 'Your card is pre-authorized, not charged, until a doctor approves your treatment. The consultation fee is included in the program price and is not owed if the consultation ends in a denial.',
    },
    {
      heading: 'Medication',
      body: 'Compounded medication cannot be returned once shipped. If an item arrives damaged or missing, request a replacement within 7 days of receipt from your dashboard.',
    },
  ]),
  page('terms-of-use', 'Terms Of Use', 'Terms Of Use', 4, [
    {
      heading: 'Using the service',
      body: 'By using this site you agree to these terms. The service is for adults in the states we serve. The information you give must be true and complete; a doctor relies on it.',
    },
    {
      heading: 'Subscriptions',
      body: 'Plans renew at the end of each term until cancelled. The monthly plan is a 3-month supply paid monthly with a 3-month commitment; an early termination fee may apply.',
    },
  ]),
  page('ccpa-opt-out', 'CCPA Opt-Out', 'CCPA Opt-Out', 5, [
    {
      heading: 'Your California privacy rights',
      body: 'California residents may ask what personal information we hold and ask us to delete it, and may opt out of any sale or sharing of personal information. We do not sell personal information. To make a request, contact our privacy officer.',
    },
  ]),
  page('telehealth-consent', 'TeleHealth Consent', 'TeleHealth Consent', 6, [
    {
      heading: 'Care at a distance',
      body: 'Telehealth lets a licensed physician evaluate you and prescribe treatment without an office visit, using the information and images you provide. It has benefits and limits: a physician may decide that telehealth is not right for you and refer you to in-person care.',
    },
    {
      heading: 'Your consent',
      body: 'By ticking the consent box you agree to receive care through telehealth, and you may withdraw that consent at any time.',
    },
  ]),
]
