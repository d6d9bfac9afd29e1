export { globalTeardown as default } from './global-setup.mjs';
