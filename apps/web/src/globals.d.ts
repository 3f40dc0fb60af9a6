/** The address prefix of the translation files of this build (vite.config.ts, build/locales-plugin.ts). */
declare const __LOCALES_BASE__: string;
