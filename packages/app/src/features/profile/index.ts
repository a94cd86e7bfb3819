/** Public entry of the profile feature for other features (the page loads lazily). */
export { subscriptionStatusKey } from './SubscriptionTab';
