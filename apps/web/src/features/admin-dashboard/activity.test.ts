import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTIONS, auditActionKey, LANGUAGE_CODES, type AuditAction } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { describeActivity, UNKNOWN_ACTIVITY_KEY } from './activity';

const locales = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../locales');
const sentences = (lng: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(locales, lng, 'admin.json'), 'utf8')) as {
      dashboard: { activity: { actions: Record<string, string> } };
    }
  ).dashboard.activity.actions;

describe('describeActivity', () => {
  it('knows the server codes and keeps the subject', () => {
    expect(describeActivity({ action: 'project.created', subject: 'Shop' })).toEqual({
      key: 'projectCreated',
      count: undefined,
      subject: 'Shop',
    });
  });

  it('turns the number of a bulk action into a count', () => {
    expect(describeActivity({ action: 'projects.bulk.publish', subject: '3' })).toEqual({
      key: 'projectsBulkPublish',
      count: 3,
      subject: null,
    });
    expect(describeActivity({ action: 'comments.bulk.approve', subject: '12' })).toMatchObject({ count: 12 });
    // An older entry whose subject was words keeps them as its subject line.
    expect(describeActivity({ action: 'comments.deleted', subject: '2 comment(s)' })).toMatchObject({
      key: 'commentsDeleted',
      count: undefined,
      subject: '2 comment(s)',
    });
  });

  it('gives an unknown code a general sentence, never the raw code', () => {
    expect(describeActivity({ action: 'robot.dance', subject: null }).key).toBe(UNKNOWN_ACTIVITY_KEY);
    expect(describeActivity({ action: 'toString', subject: null }).key).toBe(UNKNOWN_ACTIVITY_KEY);
  });

  it('has a sentence in each of the ten languages for every action the server records', () => {
    for (const lng of LANGUAGE_CODES) {
      const actions = sentences(lng);
      const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      for (const action of Object.keys(AUDIT_ACTIONS) as AuditAction[]) {
        const key = auditActionKey(action);
        expect(actions[key], `${lng}: ${action}`).toContain('{{actor}}');
        if (AUDIT_ACTIONS[action] === 'count') {
          for (const form of forms) expect(actions[`${key}_${form}`], `${lng}: ${key}_${form}`).toBeTruthy();
        }
      }
      expect(actions[UNKNOWN_ACTIVITY_KEY], `${lng}: unknown`).toContain('{{actor}}');
    }
  });
});
