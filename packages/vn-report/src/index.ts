// Offline extraction of a missing-person report from a Vietnamese free text, and its reformatting. Pure: no
// I/O, no network; the place index of @site/vn-places is built on first use.
export { extractReport, MAX_INPUT_LENGTH } from './extract.js';
export { reformatReport } from './reformat.js';
export { EXTRA_LABELS } from './extras.js';
export {
  EXTRA_KEYS,
  type Extracted,
  type ExtraKey,
  type ExtraSuggestion,
  type ExtractOptions,
  type ImprovementCode,
  type ReportExtraction,
  type ReportFields,
  type Reformatted,
} from './types.js';
