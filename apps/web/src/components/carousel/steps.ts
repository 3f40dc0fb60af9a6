/** A carousel's arrows: previous is disabled on the first step and next on the last (they never wrap). */
export interface SliderControls {
  prevDisabled: boolean;
  nextDisabled: boolean;
}

export function sliderControls(index: number, count: number): SliderControls {
  return { prevDisabled: index <= 0, nextDisabled: index >= count - 1 };
}
