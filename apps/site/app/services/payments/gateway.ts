// The payments interface lives beside the order's transitions in the CMS package, so the site's
// checkout and the admin's fulfilment use one (ADR 046).
export { PaymentInputError, type CardInput, type PaymentGateway, type SavedCard } from '@telehealth/cms/site'
