import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Story tests render outside Storybook, so they need the same decorators, loaders and a11y checks.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
