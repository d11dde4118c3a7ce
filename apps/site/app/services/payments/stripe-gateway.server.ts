export { stripeGateway, type StripeGatewayConfig } from '@telehealth/cms/site'
