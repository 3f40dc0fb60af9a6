import { contactApi, type BodyOf } from '@site/contracts';
import { call } from '../lib/api-client';

/** Sends the contact form; the server validates and trims again. */
export function sendMessage(values: BodyOf<typeof contactApi.submit>) {
  return call(contactApi.submit, { body: values });
}
