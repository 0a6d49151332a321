export * from './common.js';
export * from './auth.js';
export * from './catalog.js';
export * from './settings.js';
export * from './paths.js';
export * from './admin.js';
