import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCallTime } from './call-time';
import { useCallTimer } from './use-call-timer';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-14T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('useCallTimer', () => {
  it('counts up from 0 each second while on a call', () => {
    const connectedAt = Date.now();
    const { result } = renderHook(() => useCallTimer(connectedAt));
    expect(formatCallTime(result.current)).toBe('00:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(formatCallTime(result.current)).toBe('00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(formatCallTime(result.current)).toBe('00:02');
    act(() => vi.advanceTimersByTime(63_000));
    expect(formatCallTime(result.current)).toBe('01:05');
  });

  it('stays at 0 when not on a call, and stops when the call ends', () => {
    const { result, rerender } = renderHook(({ at }) => useCallTimer(at), {
      initialProps: { at: null as number | null },
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    rerender({ at: Date.now() });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(3);
    rerender({ at: null });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
