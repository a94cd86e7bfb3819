import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from '../storybook/preview';

// composeStories() needs the preview's decorators (I18nProvider, theme CSS).
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// Deterministic pictures: no animations, transitions or caret blinking.
const style = document.createElement('style');
style.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;
document.head.appendChild(style);
