// The embedded sandbox gateway's browser part, fetched by the checkout page the way Stripe.js is
// fetched from js.stripe.com (ADR 027). The sandbox takes its card fields as the page posts them,
// so there is nothing to tokenize here: loading this file is what "the card field is ready" means,
// and a page that could not load it says so ('Payment system not initialized...') instead of
// posting a form whose payment part never started.
window.SandboxPayments = Object.freeze({ version: 1, ready: true })
