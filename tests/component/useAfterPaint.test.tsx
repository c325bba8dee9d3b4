import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterPaint } from '../../ui/useAfterPaint';

function Page() {
  const lowerPart = useAfterPaint();
  return (
    <>
      <h1>Upper part</h1>
      {lowerPart && <p>Lower part</p>}
    </>
  );
}

describe('useAfterPaint', () => {
  it('leaves the lower part out of the first commit and adds it once a frame has passed', async () => {
    let frames = 0;
    const counting = () => {
      frames += 1;
      requestAnimationFrame(counting);
    };
    requestAnimationFrame(counting);
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Upper part' })).toBeTruthy();
    expect(screen.queryByText('Lower part')).toBeNull();
    await screen.findByText('Lower part');
    expect(frames).toBeGreaterThan(0);
  });
});
