export * from './languages.js';
export * from './language-schemas.js';
export * from './errors.js';
export * from './health.js';
export * from './site.js';
export * from './routes.js';
