import { describe, expect, it } from 'vitest';
import {
  firstLinkForceActive,
  scrollEase,
  scrollOffset,
  scrollTargetY,
  sectionActiveIndex,
} from './scroll-spy';

describe('sub-category scrolling (§9, §4.10)', () => {
  it('uses -165 on large screens and -280 on small ones', () => {
    expect(scrollOffset(true)).toBe(-165);
    expect(scrollOffset(false)).toBe(-280);
    expect(scrollTargetY(1000, -165)).toBe(835);
    expect(scrollTargetY(100, -280)).toBe(0);
  });

  it('forces the first link active while scrolled under 70 px', () => {
    expect(firstLinkForceActive(0)).toBe(true);
    expect(firstLinkForceActive(69)).toBe(true);
    expect(firstLinkForceActive(70)).toBe(false);
  });

  it('tracks the last section whose top reached the offset line', () => {
    expect(sectionActiveIndex([300, 900, 1500], -165)).toBe(0);
    expect(sectionActiveIndex([-200, 166, 800], -165)).toBe(1);
    expect(sectionActiveIndex([-900, -300, 100], -165)).toBe(2);
    expect(sectionActiveIndex([], -165)).toBe(0);
    expect(sectionActiveIndex([], -165, true)).toBe(0);
  });

  it('activates the last section once the page bottom is reached', () => {
    expect(sectionActiveIndex([-400, 120, 500], -165, true)).toBe(2);
  });

  it('eases from 0 to 1 over 500 ms', () => {
    expect(scrollEase(0)).toBe(0);
    expect(scrollEase(250)).toBeCloseTo(0.5);
    expect(scrollEase(500)).toBe(1);
    expect(scrollEase(900)).toBe(1);
    expect(scrollEase(10, 0)).toBe(1);
  });
});
