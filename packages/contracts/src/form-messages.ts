import { messageCodes } from './messages.js';

/** Messages of the owner's forms (projects, categories, media, settings, password), in English. */
export const FORM_MESSAGES = {
  titleRequired: 'The title is required.',
  descriptionRequired: 'The description is required.',
  address: 'Enter a full http(s) address, or # for none.',
  imageAddress: 'Upload an image or enter a full http(s) address.',
  colour: 'Use a colour like #efc940.',
  email: 'Enter a valid email address.',
  englishRequired: 'English is required.',
  selectOne: 'Select at least one item.',
  keyTooShort: 'The key needs at least 2 characters.',
  keyPattern: 'Use lowercase letters, digits and single dashes.',
  keyTaken: 'This key is already used by another category.',
  passwordTooShort: 'The new password must be at least 12 characters.',
  currentPasswordRequired: 'The current password is required.',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordsDiffer: 'The passwords do not match.',
} as const;

/** Their codes (`form.titleRequired`), as the schemas report them. */
export const FORM_CODES = /* @__PURE__ */ messageCodes('form', FORM_MESSAGES);
