import { reportInputSchema, type ReportInput } from '@site/contracts';

/** The first message code of each field that fails (`report.nameRequired`); extra fields under `additional_info`. */
export type FieldCodes = Partial<Record<string, string>>;

/**
 * Checks a report body with the server's own schema. The form is complete only when it passes: the
 * required fields, the province and the commune (and the district for the old units) chosen, names and phone
 * not blank.
 */
export function checkReport(input: ReportInput): { valid: boolean; errors: FieldCodes } {
  const result = reportInputSchema.safeParse(input);
  if (result.success) return { valid: true, errors: {} };
  const errors: FieldCodes = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { valid: false, errors };
}
