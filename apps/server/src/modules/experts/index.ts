/**
 * The experts domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Hiring an expert: engagements, their trial and their billing step.
 */
export { billExpertEngagements } from './expert-billing-step.js';
