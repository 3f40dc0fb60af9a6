import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { strategyColour } from '../lib/colours';
import { SharesChart } from './shares-chart';

afterEach(cleanup);

const row = (shares: Record<number, number>) => Array.from({ length: 15 }, (_, i) => shares[i] ?? 0);

describe('the shares chart', () => {
  it('draws one band per strategy that had a share, in its colour, and marks the generation shown', () => {
    const { container } = render(
      <SharesChart
        shares={[row({ 0: 0.5, 2: 0.5 }), row({ 0: 0.75, 2: 0.25 }), row({ 0: 1 })]}
        generations={2}
        shown={1}
        percent={(v) => `${Math.round(v * 100)}%`}
      />,
    );
    const bands = container.querySelectorAll('path');
    expect([...bands].map((b) => b.getAttribute('fill'))).toEqual([strategyColour(0), strategyColour(2)]);
    expect(screen.getByRole('img', { name: /chart\.title/ })).toBeTruthy();
    const marker = container.querySelector('svg > line');
    // Generation 1 of 2: halfway along the axis.
    expect(marker?.getAttribute('x1')).toBe(marker?.getAttribute('x2'));
    expect(Number(marker?.getAttribute('x1'))).toBeCloseTo((44 + 628) / 2);
  });
});
