/**
 * What the terms of use and the privacy notice say that comes from the server: the operator (the
 * data controller, from settings), the texts' versions, and every retention period, from the
 * same values the code keeps by. docs/architecture.md has the layout.
 */
export { legalFacts, legalFactsSchema } from './facts.ts';
export { ACCEPTED_VERSION, LEGAL_TEXTS } from './texts.ts';
