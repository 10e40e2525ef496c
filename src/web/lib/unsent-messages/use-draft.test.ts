import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetDrafts, useDraft } from './use-draft';

const GEORGI = '00000000-0000-0000-0000-000000000002';
const IVAN = '00000000-0000-0000-0000-000000000003';
const MARIA = '00000000-0000-0000-0000-000000000004';

describe('chat drafts', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a draft per user and partner, across a new hook (a reload)', () => {
    const first = renderHook(() => useDraft(GEORGI, MARIA));
    act(() => first.result.current[1]('Ще играем ли?'));
    first.unmount();
    expect(renderHook(() => useDraft(GEORGI, MARIA)).result.current[0]).toBe('Ще играем ли?');
    // Another user of the same tab writing to the same partner sees none of it.
    expect(renderHook(() => useDraft(IVAN, MARIA)).result.current[0]).toBe('');
  });

  it('forgets only the drafts of the user who signs out', () => {
    const georgi = renderHook(() => useDraft(GEORGI, MARIA));
    const ivan = renderHook(() => useDraft(IVAN, MARIA));
    act(() => georgi.result.current[1]('от Георги'));
    act(() => ivan.result.current[1]('от Иван'));
    forgetDrafts(GEORGI);
    expect(renderHook(() => useDraft(GEORGI, MARIA)).result.current[0]).toBe('');
    expect(renderHook(() => useDraft(IVAN, MARIA)).result.current[0]).toBe('от Иван');
  });
});
