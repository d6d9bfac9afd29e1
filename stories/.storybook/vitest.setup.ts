import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

// Story tests render outside Storybook, so they need the same decorators, loaders and a11y checks.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// A play function's findBy*/waitFor wait for a state, not for a speed: testing-library's default of
// 1 s failed the dashboard's and home's stories at load 30 (CI of 2026-11-28), where an MSW answer and
// a render took longer. A story that truly never reaches its state still fails, 10 s later.
configure({ asyncUtilTimeout: 10_000 });
