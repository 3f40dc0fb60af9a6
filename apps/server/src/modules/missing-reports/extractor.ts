import type { ExtractOptions, Reformatted, ReportExtraction } from '@site/vn-report';

export type { Reformatted, ReportExtraction } from '@site/vn-report';

/**
 * The offline extractor as the analyser uses it: `@site/vn-report`'s `extractReport` and `reformatReport`,
 * taken as a dependency so that the module reads one shape whatever answers.
 */
export interface ReportExtractor {
  extractReport(text: string, options?: ExtractOptions): ReportExtraction;
  reformatReport(text: string, options?: ExtractOptions): Reformatted;
}
