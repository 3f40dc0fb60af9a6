import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BenchmarkForm } from './benchmark-form';

// Without a loaded i18n instance, texts render as their keys: tests find controls and messages by key.
// The form's validation loads on first use (lib/lazy-resolver), so results are awaited.

afterEach(cleanup);

function renderForm(running = false) {
  const onRun = vi.fn();
  render(
    <BenchmarkForm
      running={running}
      locale="en-US"
      serverEngines={6}
      limits={{ timeoutSeconds: 15, perMinutePerIp: 30 }}
      onRun={onRun}
    />,
  );
  return {
    onRun,
    scale: screen.getByLabelText('form.scale') as HTMLInputElement,
    repeat: screen.getByLabelText('form.repeat') as HTMLSelectElement,
    submit: screen.getByRole('button', { name: /form\.run/ }),
  };
}

describe('BenchmarkForm', () => {
  it('runs with the default scale of 2000 and one run', async () => {
    const { onRun, scale, submit } = renderForm();
    expect(scale.value).toBe('2000');
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(onRun).toHaveBeenCalledWith({ scale: 2000, repeat: 1 }));
  });

  it.each(['150', '100001'])('refuses %s with the translated message and sends nothing', async (value) => {
    const { onRun, scale, submit } = renderForm();
    fireEvent.change(scale, { target: { value } });
    await act(async () => fireEvent.click(submit));
    expect((await screen.findByRole('alert')).textContent).toBe('errors.scaleInvalid');
    expect(scale.getAttribute('aria-invalid')).toBe('true');
    expect(onRun).not.toHaveBeenCalled();
  });

  it('warns above 50000', () => {
    const { scale } = renderForm();
    expect(screen.queryByText(/form\.warning/)).toBeNull();
    fireEvent.change(scale, { target: { value: '60000' } });
    expect(screen.getByText(/form\.warning/)).toBeTruthy();
  });

  it('passes the repeat count', async () => {
    const { onRun, repeat, submit } = renderForm();
    fireEvent.change(repeat, { target: { value: '5' } });
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(onRun).toHaveBeenCalledWith({ scale: 2000, repeat: 5 }));
  });

  it('is disabled while a round runs', () => {
    const { submit } = renderForm(true);
    expect(submit).toHaveProperty('disabled', true);
    expect(submit.textContent).toBe('form.running');
  });
});
