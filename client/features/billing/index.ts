// The billing feature's public module: what the rest of the client may use of it (decision 012).
export { CheckoutPage } from './checkout-page';
export { PlansPage } from './plans-page';
export { SandboxCheckoutPage } from './sandbox-checkout-page';
export { WelcomePremiumPage } from './welcome-premium-page';
