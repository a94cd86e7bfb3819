/** Public entry of the saved-searches feature for other features (the pages load lazily). */
export { SaveSearchButton } from './SaveSearchButton';
