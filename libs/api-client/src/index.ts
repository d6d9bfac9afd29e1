export * from './api-error.js';
export * from './http.js';
