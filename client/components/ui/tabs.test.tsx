import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { TabList } from './tabs';

afterEach(cleanup);

function Harness() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <TabList
      items={[
        { id: 'a', label: 'Alpha' },
        { id: 'b', label: 'Beta' },
        { id: 'c', label: 'Gamma' },
      ]}
      selected={selected}
      onSelect={setSelected}
      label="Sections"
      idPrefix="t"
    />
  );
}

describe('TabList', () => {
  it('keeps only the selected tab in the Tab order and moves with the arrow keys', () => {
    render(<Harness />);
    const [alpha, beta, gamma] = screen.getAllByRole('tab');
    expect(alpha!.tabIndex).toBe(0);
    expect(beta!.tabIndex).toBe(-1);
    fireEvent.keyDown(alpha!, { key: 'ArrowRight' });
    expect(beta!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(beta);
    fireEvent.keyDown(beta!, { key: 'End' });
    expect(gamma!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(gamma!, { key: 'ArrowRight' });
    expect(alpha!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(alpha!, { key: 'ArrowLeft' });
    expect(gamma!.getAttribute('aria-selected')).toBe('true');
  });
});
