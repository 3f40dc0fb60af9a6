/** The address prefix of the translation files of this build (vite.config.ts, build/locales-plugin.ts). */
declare const __LOCALES_BASE__: string;

/** VexFlow's music fonts as data: URLs (aliased in vite.config.ts to the package's font modules). */
declare module '@vexflow-fonts/bravura' {
  export const Bravura: string;
}
declare module '@vexflow-fonts/petaluma' {
  export const Petaluma: string;
}
