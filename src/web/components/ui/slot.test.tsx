import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Slot } from './slot';

describe('Slot', () => {
  afterEach(cleanup);

  it("calls the child's click handler, then the slot's", () => {
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push('slot')}>
        <button type="button" onClick={() => calls.push('child')}>
          Go
        </button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['child', 'slot']);
  });

  it("skips the slot's handler when the child's prevented the default", () => {
    const slot = vi.fn();
    render(
      <Slot onClick={slot}>
        <button type="button" onClick={(event) => event.preventDefault()}>
          Go
        </button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(slot).not.toHaveBeenCalled();
  });

  it("keeps the slot's handler when the child has none, and joins the class names", () => {
    const slot = vi.fn();
    render(
      <Slot onClick={slot} className="a" title="slot">
        <button type="button" className="b" title="child">
          Go
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    fireEvent.click(button);
    expect(slot).toHaveBeenCalledOnce();
    expect(button.className).toBe('a b');
    expect(button.title).toBe('child');
  });
});
