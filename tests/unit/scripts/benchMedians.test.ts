/**
 * `npm run bench` reports the median of each figure over Lighthouse's runs (scripts/bench/pages.mjs):
 * a run that lacks a figure (a trace that cut a task off gives no main-thread CPU time) is left
 * out of that figure's median, so the report shows the other runs' median, not NaN.
 */
import {describe, expect, it} from 'vitest';
import {medianOfEach} from '../../../scripts/bench/pages.mjs';

describe("the bench's medians", () => {
  it('takes the median of each figure, its groups too', () => {
    expect(
      medianOfEach([
        {tbt: 300, groups: {other: 5}},
        {tbt: 100, groups: {other: 9}},
        {tbt: 200, groups: {other: 7}},
      ]),
    ).toEqual({tbt: 200, groups: {other: 7}});
  });

  it('leaves a run without a figure out of that figure only', () => {
    expect(
      medianOfEach([
        {tbt: 300, mainThreadCpu: 1_100},
        {tbt: 100, mainThreadCpu: Number.NaN},
        {tbt: 200, mainThreadCpu: 900},
        {tbt: 400, mainThreadCpu: undefined},
      ]),
    ).toEqual({tbt: 300, mainThreadCpu: 1_100});
  });

  it('gives no figure that no run has', () => {
    expect(
      medianOfEach([{tbt: 100, mainThreadCpu: undefined}, {tbt: 200}]),
    ).toEqual({tbt: 200, mainThreadCpu: undefined});
  });
});
