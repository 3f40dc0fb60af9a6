import { isLanguageCode, languageDir } from '@site/contracts';
import type { PostProcessorModule } from 'i18next';

const FSI = '\u2068';
const PDI = '\u2069';

/** A Latin name with symbols in it ("C++", ".NET", "C#", "Node.js"), not already isolated. */
const CODE_NAME = /(?<![A-Za-z0-9\u2068])\.?[A-Za-z][A-Za-z0-9]*(?:[.+#/-]+[A-Za-z0-9]*)*(?![A-Za-z0-9\u2069])/g;

/**
 * Isolates the code names in a right-to-left text (first-strong isolates, FSI…PDI), so that each keeps its
 * own left-to-right order: without it Arabic shows "C++" as "++C" and ".NET" as "NET.". Only names that
 * carry a symbol are wrapped (plain words need nothing); a sentence's own full stop stays outside.
 */
export function isolateCodeNames(text: string): string {
  return text.replace(CODE_NAME, (name) => {
    const trimmed = name.replace(/[./-]+$/, '');
    if (!/[.+#/-]/.test(trimmed)) return name;
    return `${FSI}${trimmed}${PDI}${name.slice(trimmed.length)}`;
  });
}

/** The i18next post-processor that applies `isolateCodeNames` to every text of a right-to-left language. */
export const bidiPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'isolateCodeNames',
  process: (value: string, _key, _options, translator: { language?: string }) => {
    const language = (translator.language ?? '').split('-')[0];
    return isLanguageCode(language) && languageDir(language) === 'rtl' ? isolateCodeNames(value) : value;
  },
};
