// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {
  layOutWhenIdle,
  type ScheduleIdle,
} from '../../../src/api-reference/browser/layOutWhenIdle';

function page(operations: number): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<div data-section-id="section/Paging"></div><div data-section-id="tag/Receipt"></div>' +
    Array.from(
      {length: operations},
      (_, index) =>
        `<div data-section-id="tag/Receipt/operation/op${index}"></div>`,
    ).join('');
  return root;
}

/** A scheduler the test drives: each `run()` is one idle moment for the pending callback. */
function manualIdle() {
  const queue: Array<() => void> = [];
  const schedule: ScheduleIdle = (callback) => {
    queue.push(callback);
    return () => queue.splice(queue.indexOf(callback), 1);
  };
  const run = () => queue.shift()?.();
  return {schedule, run, pending: () => queue.length};
}

const laidOut = (root: HTMLElement) =>
  root.querySelectorAll('[data-laid-out]').length;

describe('layOutWhenIdle', () => {
  it('waits for the first idle moment, then marks one operation per idle moment, in page order', () => {
    const root = page(10);
    const idle = manualIdle();
    layOutWhenIdle(root, idle.schedule);
    expect(laidOut(root)).toBe(0);
    idle.run();
    expect(laidOut(root)).toBe(1);
    expect(
      root
        .querySelector('[data-section-id="tag/Receipt/operation/op0"]')
        ?.hasAttribute('data-laid-out'),
    ).toBe(true);
    idle.run();
    expect(laidOut(root)).toBe(2);
    let moments = 2;
    while (idle.pending() > 0) {
      idle.run();
      moments += 1;
    }
    expect(moments).toBe(10);
    expect(laidOut(root)).toBe(10);
    expect(
      root
        .querySelector('[data-section-id="tag/Receipt"]')
        ?.hasAttribute('data-laid-out'),
    ).toBe(false);
  });

  it('stops when cancelled', () => {
    const root = page(5);
    const idle = manualIdle();
    const stop = layOutWhenIdle(root, idle.schedule);
    idle.run();
    stop();
    expect(idle.pending()).toBe(0);
    expect(laidOut(root)).toBe(1);
  });
});
