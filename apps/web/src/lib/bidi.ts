import type { PostProcessorModule } from 'i18next';

/** A Latin name with symbols in it ("C++", ".NET", "C#", "Node.js"), not already isolated. */
const CODE_NAME = /(?<![\w\u2068])\.?[A-Za-z]\w*(?:[.+#/-]+\w*)*/g;

/**
 * Isolates the code names in a right-to-left text (first-strong isolates, FSI…PDI), so that each keeps its
 * own left-to-right order: without it Arabic shows "C++" as "++C" and ".NET" as "NET.". Only names that
 * carry a symbol are wrapped (plain words need nothing); a sentence's own full stop stays outside.
 */
export const isolateCodeNames = (text: string): string =>
  text.replace(CODE_NAME, (name) => {
    const core = name.replace(/[./-]+$/, '');
    return /[.+#/-]/.test(core) ? `\u2068${core}\u2069${name.slice(core.length)}` : name;
  });

/**
 * A name inside a translated sentence, isolated (U+2068 … U+2069) so that "C++" or ".NET (C#)" keep their
 * look in a right-to-left sentence instead of becoming "++C".
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** The i18next post-processor that applies `isolateCodeNames` to every text of a right-to-left language. */
export const bidiPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'isolateCodeNames',
  process: (value: string, _key, _options, translator: { language?: string }) =>
    translator.language?.startsWith('ar') ? isolateCodeNames(value) : value,
};
