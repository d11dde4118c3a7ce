export { stripeGateway, type StripeGatewayConfig } from '@telehealth/cms/payments/stripe-gateway'
