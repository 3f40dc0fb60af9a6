import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/admin.json';
import { ACTIVITY_KEYS, describeActivity } from './activity';

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
  });

  it('leaves unknown codes without a key, to be shown raw', () => {
    expect(describeActivity({ action: 'robot.dance', subject: null }).key).toBeUndefined();
    expect(describeActivity({ action: 'toString', subject: null }).key).toBeUndefined();
  });

  it('has an English sentence for every known code', () => {
    const actions = en.dashboard.activity.actions as Record<string, string>;
    for (const key of Object.values(ACTIVITY_KEYS)) expect(actions[key], key).toContain('{{actor}}');
  });
});
