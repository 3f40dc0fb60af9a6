import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loginErrorText, serverText } from './login-error';
import { returnPath } from './return-path';

describe('loginErrorText', () => {
  it('422 shows the first email error, translated when known', () => {
    // As the server answers: English texts with their codes beside them.
    const error = new ApiError('http', 422, 'Invalid credentials', { email: ['Invalid credentials'] }, undefined, {
      code: 'auth.invalidCredentials',
      codes: { email: ['auth.invalidCredentials'] },
    });
    expect(loginErrorText(error)).toEqual({ key: 'invalidCredentials' });
  });

  it('422 shows an unknown email error as it is', () => {
    const error = new ApiError('http', 422, 'The given data was invalid.', { email: ['Das ist falsch'] });
    expect(loginErrorText(error)).toEqual({ raw: 'Das ist falsch' });
  });

  it('422 without an email error says "Invalid credentials"', () => {
    const error = new ApiError('http', 422, 'The given data was invalid.', { password: ['x'] });
    expect(loginErrorText(error)).toEqual({ key: 'invalidCredentials' });
  });

  it('429 shows the server message', () => {
    const error = new ApiError('http', 429, 'Too many login attempts. Please try again later.', {}, undefined, {
      code: 'auth.tooManyAttempts',
    });
    expect(loginErrorText(error)).toEqual({ key: 'tooManyAttempts' });
  });

  it('another server message is shown as is', () => {
    expect(loginErrorText(new ApiError('http', 503, 'Maintenance until noon'))).toEqual({
      raw: 'Maintenance until noon',
    });
  });

  it('an answer without a message is "Login failed"', () => {
    expect(loginErrorText(new ApiError('http', 502, 'HTTP 502'))).toEqual({ key: 'failed' });
  });

  it('no answer at all is a connection error', () => {
    expect(loginErrorText(new ApiError('network', 0, 'Network error'))).toEqual({ key: 'connection' });
    expect(loginErrorText(new ApiError('timeout', 0, 'slow'))).toEqual({ key: 'connection' });
  });

  it('anything else is unexpected', () => {
    expect(loginErrorText(new TypeError('boom'))).toEqual({ key: 'unexpected' });
    expect(loginErrorText(new ApiError('invalid', 200, 'shape'))).toEqual({ key: 'unexpected' });
  });

  it('serverText maps the contracts messages by code, never by English prose', () => {
    expect(serverText('auth.emailRequired')).toEqual({ key: 'emailRequired' });
    expect(serverText('The email field is required.')).toEqual({ raw: 'The email field is required.' });
    expect(serverText('Something else')).toEqual({ raw: 'Something else' });
  });
});

describe('returnPath', () => {
  it('goes back to the admin page the visitor was heading to', () => {
    expect(returnPath({ from: '/admin/categories' })).toBe('/admin/categories');
    expect(returnPath({ from: '/admin/projects/3/edit' })).toBe('/admin/projects/3/edit');
  });

  it('ignores anything that is not an admin page', () => {
    expect(returnPath(null)).toBe('/admin/dashboard');
    expect(returnPath({ from: 'https://evil.example/admin/x' })).toBe('/admin/dashboard');
    expect(returnPath({ from: '/admin/login' })).toBe('/admin/dashboard');
    expect(returnPath({ from: '/reunion' })).toBe('/admin/dashboard');
    expect(returnPath({ from: 42 })).toBe('/admin/dashboard');
  });
});
