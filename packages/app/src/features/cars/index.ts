/** Public entry of the cars feature for other features (the pages load lazily). */
export { useDetailFilterWords } from './details/filterWords';
