import {describe, expect, it, vi} from 'vitest';
import {onDemand} from '../../../src/resilience/onDemand';

describe('onDemand', () => {
  it('downloads once, however often it is asked', async () => {
    const importer = vi.fn(() => Promise.resolve({default: 'block'}));
    const module = onDemand(importer);
    expect(module.current()).toBeUndefined();
    expect(importer).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.current()).toEqual({default: 'block'});
  });

  it('lets a failed download be tried again by whoever asks next', async () => {
    const importer = vi
      .fn<() => Promise<{default: string}>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({default: 'block'});
    const onError = vi.fn();
    const module = onDemand(importer, onError);
    const waiting = [module.load(), module.load()];
    await expect(Promise.all(waiting)).rejects.toThrow('offline');
    expect(onError).toHaveBeenCalledTimes(1);
    await expect(module.load()).resolves.toEqual({default: 'block'});
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
