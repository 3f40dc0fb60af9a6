import {
  ADDRESS_PERIODS,
  CASE_GENDERS,
  REFORM_DATE,
  REPORTER_RELATIONSHIPS,
  SUGGESTIBLE_FIELDS,
  suggestionSchema,
  type ExtraSuggestion,
  type ReportAnalysis,
  type Suggestion,
  type SuggestibleField,
} from '@site/contracts';
import { findCommune, findOldDistrict, findOldProvince, findOldWard, findProvince } from '@site/vn-places';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ReportExtraction, ReportExtractor, Reformatted } from './extractor.js';

/** A configured OpenAI-compatible model (all three settings given), or null: the offline extractor only. */
export interface ReportModelConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long an answer may take before the offline result is used instead. */
  timeoutMs: number;
}

/** Today's date in Vietnam (UTC+7), where the families write from. */
export function todayInVietnam(at: number = Date.now()): string {
  return new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);
}

const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

/**
 * The extractor's answer as the contract's analysis: only the fields the form can take. A place named with
 * pre-2025 units for a disappearance before the reform is suggested with the old ids (the form then asks for
 * province → district → ward); otherwise with today's ids.
 */
export function toAnalysis(extraction: ReportExtraction, processingMs: number): ReportAnalysis {
  const fields = extraction.fields;
  const out: Partial<Record<SuggestibleField, Suggestion>> = {};
  const put = (key: SuggestibleField, found: { value: string | number; confidence: number } | undefined) => {
    if (found && found.value !== '') out[key] = { value: found.value, confidence: round(found.confidence) };
  };
  put('missing_person_name', fields.missing_person_name);
  put('age', fields.age);
  if (!fields.age && fields.birth_year && fields.missing_date) {
    // A birth year without an age: the age on the day the person went missing, a little less sure.
    const age = Number(fields.missing_date.value.slice(0, 4)) - fields.birth_year.value;
    if (age >= 0 && age <= 120) {
      put('age', {
        value: age,
        confidence: Math.min(fields.birth_year.confidence, fields.missing_date.confidence) * 0.9,
      });
    }
  }
  put('date_of_birth', fields.date_of_birth);
  put('gender_id', fields.gender_id);
  put('missing_date', fields.missing_date);
  put('missing_time', fields.missing_time);
  put('last_seen_location', fields.last_seen_location);
  const oldProvince = fields.last_seen_old_province_id;
  const beforeReform = Boolean(oldProvince && fields.missing_date && fields.missing_date.value < REFORM_DATE);
  if (beforeReform && oldProvince) {
    put('address_period', { value: 'before_reform', confidence: oldProvince.confidence });
    put('last_seen_province_id', oldProvince);
    put('last_seen_district_id', fields.last_seen_old_district_id);
    put('last_seen_ward_id', fields.last_seen_old_ward_id);
  } else if (fields.last_seen_province_id) {
    put('address_period', { value: 'current', confidence: fields.last_seen_province_id.confidence });
    put('last_seen_province_id', fields.last_seen_province_id);
    put('last_seen_ward_id', fields.last_seen_ward_id);
  }
  put('reporter_name', fields.reporter_name);
  put('reporter_phone', fields.reporter_phone);
  put('reporter_email', fields.reporter_email);
  put('reporter_relationship_id', fields.reporter_relationship_id);
  put('circumstances', fields.circumstances);
  return {
    analysis: { people: [...extraction.people], provider: 'offline', processing_time_ms: processingMs },
    confidence_score: round(extraction.confidence),
    extracted_fields: out,
    extra_fields: extraction.extras.map((extra) => ({
      key: extra.key,
      label: extra.label,
      value: extra.value,
      confidence: round(extra.confidence),
      source: 'ai' as const,
    })),
  };
}

// ── The model's answer ──────────────────────────────────────────────────────────────────────

const dateValue = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = (max: number) => z.string().trim().min(1).max(max);
const placeValue = (exists: (id: string) => boolean) => z.string().refine(exists);

/** What each field may hold when a model suggests it; anything else is dropped and the offline value stays. */
const FIELD_VALUES: Record<SuggestibleField, z.ZodType> = {
  missing_person_name: text(120),
  age: z.number().int().min(0).max(120),
  date_of_birth: dateValue,
  gender_id: z.enum(CASE_GENDERS),
  missing_date: dateValue,
  missing_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  last_seen_location: text(300),
  address_period: z.enum(ADDRESS_PERIODS),
  last_seen_province_id: placeValue((id) => Boolean(findProvince(id) ?? findOldProvince(id))),
  last_seen_district_id: placeValue((id) => Boolean(findOldDistrict(id))),
  last_seen_ward_id: placeValue((id) => Boolean(findCommune(id) ?? findOldWard(id))),
  reporter_name: text(100),
  reporter_phone: z.string().regex(/^\+?[\d .()-]{9,20}$/),
  reporter_email: z.email().max(254),
  reporter_relationship_id: z.enum(REPORTER_RELATIONSHIPS),
  circumstances: text(4000),
};

const modelAnalysisSchema = z.object({
  extracted_fields: z.record(z.string(), suggestionSchema).default({}),
  extra_fields: z
    .array(
      z.object({
        key: text(60),
        label: text(60),
        value: text(1000),
        confidence: z.number().min(0).max(1),
      }),
    )
    .max(20)
    .default([]),
  people: z.array(text(120)).max(20).optional(),
});

const modelReformatSchema = z.object({ reformatted_text: text(20_000), summary: z.string().max(4000) });

/** The offline analysis with what a model suggested on top: the model's valid values win, the rest stays. */
export function mergeModelAnalysis(offline: ReportAnalysis, answer: unknown): ReportAnalysis | null {
  const parsed = modelAnalysisSchema.safeParse(answer);
  if (!parsed.success) return null;
  const fields = { ...offline.extracted_fields };
  for (const key of SUGGESTIBLE_FIELDS) {
    const suggestion = parsed.data.extracted_fields[key];
    if (suggestion && FIELD_VALUES[key].safeParse(suggestion.value).success) fields[key] = suggestion;
  }
  const extras = new Map<string, ExtraSuggestion>(offline.extra_fields.map((extra) => [extra.key, extra]));
  for (const extra of parsed.data.extra_fields) extras.set(extra.key, { ...extra, source: 'ai' });
  return {
    analysis: { ...offline.analysis, people: parsed.data.people ?? offline.analysis.people, provider: 'model' },
    confidence_score: offline.confidence_score,
    extracted_fields: fields,
    extra_fields: [...extras.values()].slice(0, 20),
  };
}

const ANALYZE_PROMPT =
  'You read reports of missing people written by Vietnamese families (with or without diacritics, often SMS ' +
  'style). Answer one JSON object: {"extracted_fields": {field: {"value", "confidence"}}, "extra_fields": ' +
  '[{"key", "label", "value", "confidence"}], "people": [names, the missing person first]}. Fields: ' +
  `${SUGGESTIBLE_FIELDS.join(', ')}. Dates YYYY-MM-DD, times HH:MM, confidence 0 to 1. You are given the text, ` +
  "today's date and what an offline extractor found: correct it, complete it, never invent what the text does not say.";

const REFORMAT_PROMPT =
  'You clean up reports of missing people written by Vietnamese families: fix capitals, punctuation, spacing ' +
  'and abbreviations, restore diacritics only where certain, keep every fact and add none. Answer one JSON object: ' +
  '{"reformatted_text": the cleaned text in Vietnamese, "summary": a labelled summary (Họ và tên, Tuổi, Ngày mất ' +
  'tích, Nơi nhìn thấy lần cuối, Liên hệ), one label a line}.';

export interface ReformatResult {
  reformatted_text: string;
  summary: string;
  improvements: Reformatted['improvements'];
  provider: 'offline' | 'model';
}

/**
 * Reads a family's free text into suggested form fields, and cleans it up. The offline extractor always runs
 * (on this server, nothing sent anywhere); when a model is configured, its answer is asked for too, validated
 * and merged, and any failure (refused, garbage, too slow) leaves the offline result. The texts are never
 * logged, only why a model answer was not used.
 */
export class Analyser {
  constructor(
    private readonly extractor: ReportExtractor,
    private readonly model: ReportModelConfig | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Where texts go: `offline`, or `model` with the host they are sent to. */
  get overview(): { provider: 'offline' | 'model'; model_host: string | null } {
    return this.model
      ? { provider: 'model', model_host: new URL(this.model.baseUrl).host }
      : { provider: 'offline', model_host: null };
  }

  /** The offline extractor's analysis only (what the server stores with a report). */
  offline(input: string, today: string): ReportAnalysis {
    const started = performance.now();
    const extraction = this.extractor.extractReport(input, { today });
    return toAnalysis(extraction, Math.round(performance.now() - started));
  }

  async analyze(input: string, today: string): Promise<ReportAnalysis> {
    const started = performance.now();
    const offline = this.offline(input, today);
    if (!this.model) return offline;
    const answer = await this.ask(ANALYZE_PROMPT, {
      text: input,
      today,
      offline: { extracted_fields: offline.extracted_fields, extra_fields: offline.extra_fields },
    });
    const merged = answer === undefined ? null : mergeModelAnalysis(offline, answer);
    if (answer !== undefined && !merged) this.log.warn('report model: answer not in the expected shape; offline used');
    const result = merged ?? offline;
    return { ...result, analysis: { ...result.analysis, processing_time_ms: Math.round(performance.now() - started) } };
  }

  async reformat(input: string, today: string): Promise<ReformatResult> {
    const offline = this.extractor.reformatReport(input, { today });
    const result: ReformatResult = {
      reformatted_text: offline.text,
      summary: offline.summary,
      improvements: offline.improvements,
      provider: 'offline',
    };
    if (!this.model) return result;
    const answer = await this.ask(REFORMAT_PROMPT, { text: input, today, offline: offline.text });
    if (answer === undefined) return result;
    const parsed = modelReformatSchema.safeParse(answer);
    if (!parsed.success) {
      this.log.warn('report model: reformat answer not in the expected shape; offline used');
      return result;
    }
    return { ...result, ...parsed.data, provider: 'model' };
  }

  /** The model's JSON answer, or undefined when it failed (the reason is logged, never the text). */
  private async ask(prompt: string, content: unknown): Promise<unknown> {
    const model = this.model!;
    try {
      const response = await fetch(`${model.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${model.apiKey}` },
        body: JSON.stringify({
          model: model.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: prompt },
            { role: 'user', content: JSON.stringify(content) },
          ],
        }),
        signal: AbortSignal.timeout(model.timeoutMs),
      });
      if (!response.ok) {
        this.log.warn({ status: response.status }, 'report model: refused; offline used');
        return undefined;
      }
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const reply = body.choices?.[0]?.message?.content;
      if (typeof reply !== 'string') {
        this.log.warn('report model: no answer in the reply; offline used');
        return undefined;
      }
      return JSON.parse(reply.replace(/^```(?:json)?\s*|\s*```$/g, '')) as unknown;
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable or not JSON';
      this.log.warn({ reason }, 'report model: failed; offline used');
      return undefined;
    }
  }
}
