import { AUTH_CODES, AUTH_MESSAGES } from './auth.values.js';
import { CONTACT_CODES, CONTACT_ERRORS } from './contact.values.js';
import { ERROR_CODES, ERROR_MESSAGES } from './errors.values.js';
import { FEEDBACK_CODES, FEEDBACK_ERRORS } from './feedback.values.js';
import { FORM_CODES, FORM_MESSAGES } from './form-messages.js';
import { RACE_CODES, RACE_ERRORS } from './race-demo.values.js';
import { COMMENT_CODES, COMMENT_ERRORS } from './media.values.js';
import { CASE_CODES, CASE_ERRORS } from './reunion-cases.values.js';
import { STORY_CODES, STORY_ERRORS } from './reunion-stories.values.js';
import { SHOP_CODES, SHOP_ERRORS } from './reunion-shop.values.js';
import { LANDING_CODES, LANDING_ERRORS } from './reunion-landing.values.js';
import { REPORT_CODES, REPORT_ERRORS } from './missing-reports.values.js';
import { VOLUNTEER_CODES, VOLUNTEER_MESSAGES } from './volunteers.values.js';
import { NOTE_DANCE_CODES, NOTE_DANCE_MESSAGES } from './note-dance-messages.values.js';
import { ASSISTANT_CODES, ASSISTANT_MESSAGES } from './assistant.values.js';

type Family = readonly [codes: Readonly<Record<string, string>>, texts: Readonly<Record<string, unknown>>];

/** How many of the families below (the first ones) the server words itself. */
const SERVER_WORDED = 4;

/** Every family of coded messages: its codes and its English texts, under the same keys. */
const FAMILIES: readonly Family[] = [
  [ERROR_CODES, ERROR_MESSAGES],
  [AUTH_CODES, AUTH_MESSAGES],
  [FORM_CODES, FORM_MESSAGES],
  [RACE_CODES, RACE_ERRORS],
  [CONTACT_CODES, CONTACT_ERRORS],
  [COMMENT_CODES, COMMENT_ERRORS],
  [FEEDBACK_CODES, FEEDBACK_ERRORS],
  [CASE_CODES, CASE_ERRORS],
  [STORY_CODES, STORY_ERRORS],
  [SHOP_CODES, SHOP_ERRORS],
  [LANDING_CODES, LANDING_ERRORS],
  [REPORT_CODES, REPORT_ERRORS],
  [VOLUNTEER_CODES, VOLUNTEER_MESSAGES],
  [NOTE_DANCE_CODES, NOTE_DANCE_MESSAGES],
  [ASSISTANT_CODES, ASSISTANT_MESSAGES],
];

function build() {
  const texts = new Map<string, string>();
  for (const [codes, english] of FAMILIES) {
    for (const [key, code] of Object.entries(codes)) {
      const text = english[key];
      if (typeof text === 'string') texts.set(code, text);
    }
  }
  return texts;
}
let table: Map<string, string> | undefined;

/** The English text of a message code, or undefined when `code` is not one (the server's answers). */
export function messageText(code: string): string | undefined {
  table ??= build();
  return table.get(code);
}

/**
 * The code of a message the server words in English itself (`ERROR_MESSAGES`, `AUTH_MESSAGES`,
 * `FORM_MESSAGES`, `RACE_ERRORS`): these are the server's own constants, so each text names one code. Field messages
 * of the public forms are codes already (their schemas carry them).
 */
export function codeOfServerText(text: string): string | undefined {
  for (const [codes, english] of FAMILIES.slice(0, SERVER_WORDED)) {
    const key = Object.keys(english).find((k) => english[k] === text);
    if (key) return codes[key];
  }
  return undefined;
}
