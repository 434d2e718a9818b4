// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {
  layOutWhenIdle,
  type IdleDeadlineLike,
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

/** A scheduler the test drives: each `run(ms)` gives the pending callback that much idle time. */
function manualIdle() {
  const queue: Array<(deadline: IdleDeadlineLike) => void> = [];
  const schedule: ScheduleIdle = (callback) => {
    queue.push(callback);
    return () => queue.splice(queue.indexOf(callback), 1);
  };
  const run = (idleMs: number) => {
    let left = idleMs;
    queue.shift()?.({timeRemaining: () => (left -= 6)});
  };
  return {schedule, run, pending: () => queue.length};
}

const laidOut = (root: HTMLElement) =>
  root.querySelectorAll('[data-laid-out]').length;

describe('layOutWhenIdle', () => {
  it('waits for the first idle moment, then marks operations while idle time lasts', () => {
    const root = page(10);
    const idle = manualIdle();
    layOutWhenIdle(root, idle.schedule);
    expect(laidOut(root)).toBe(0);
    idle.run(40);
    expect(laidOut(root)).toBeGreaterThan(1);
    expect(laidOut(root)).toBeLessThan(10);
    while (idle.pending() > 0) idle.run(40);
    expect(laidOut(root)).toBe(10);
    expect(
      root
        .querySelector('[data-section-id="tag/Receipt"]')
        ?.hasAttribute('data-laid-out'),
    ).toBe(false);
  });

  it('marks at least one operation per idle callback, even with no time left', () => {
    const root = page(3);
    const idle = manualIdle();
    layOutWhenIdle(root, idle.schedule);
    idle.run(0);
    expect(laidOut(root)).toBe(1);
    idle.run(0);
    idle.run(0);
    expect(laidOut(root)).toBe(3);
    expect(idle.pending()).toBe(0);
  });

  it('stops when cancelled', () => {
    const root = page(5);
    const idle = manualIdle();
    const stop = layOutWhenIdle(root, idle.schedule);
    idle.run(0);
    stop();
    expect(idle.pending()).toBe(0);
    expect(laidOut(root)).toBe(1);
  });
});
