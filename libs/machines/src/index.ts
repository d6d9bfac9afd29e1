export * from './carousel/carousel.machine.js';
