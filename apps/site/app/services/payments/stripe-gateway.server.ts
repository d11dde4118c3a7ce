export { stripeGateway } from '@telehealth/cms/site'
