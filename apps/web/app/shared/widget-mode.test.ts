import { describe, expect, it } from 'vitest';
import { isWidgetRequest } from './widget-mode.ts';

describe('isWidgetRequest', () => {
  it('is true only for widgetType=iframe', () => {
    expect(isWidgetRequest(new URLSearchParams('widgetType=iframe'))).toBe(true);
    expect(isWidgetRequest(new URLSearchParams('widgetType=popup'))).toBe(false);
    expect(isWidgetRequest(new URLSearchParams(''))).toBe(false);
  });
});
