import { describe, expect, it } from 'vitest';
import { sliderControls } from './steps';

describe('carousel arrows', () => {
  it('disables prev on the first step and next on the last', () => {
    expect(sliderControls(0, 4)).toEqual({ prevDisabled: true, nextDisabled: false });
    expect(sliderControls(1, 4)).toEqual({ prevDisabled: false, nextDisabled: false });
    expect(sliderControls(3, 4)).toEqual({ prevDisabled: false, nextDisabled: true });
    expect(sliderControls(0, 1)).toEqual({ prevDisabled: true, nextDisabled: true });
  });
});
