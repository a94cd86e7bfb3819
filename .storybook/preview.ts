// The preview lives in packages/ui, where its dependencies are installed (pnpm isolates them).
export { default } from '../packages/ui/src/storybook/preview';
