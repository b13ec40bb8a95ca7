import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { CompletedTotals } from './completed-totals';

// Clients are billed in USD or CRC (decision 0036): the revenue figure shows each currency apart, never a sum of both.
describe('Completed Services totals', () => {
  it('Completed Services totals show each currency apart', () => {
    renderWithApp(
      <CompletedTotals
        totals={{
          count: 3,
          revenue: [
            { amount: 80, currency: 'USD', pending: 80 },
            { amount: 107500.5, currency: 'CRC', pending: 45000 },
          ],
          staff_cost: { amount: 48000, currency: 'CRC', worker: 48000, supervisor: 0, pending: 0 },
        }}
      />,
    );
    expect(screen.getByTestId('total-revenue-USD')).toHaveTextContent('$80.00');
    expect(screen.getByTestId('total-revenue-CRC')).toHaveTextContent('₡107,500.50');
    expect(screen.getByTestId('total-revenue')).toHaveTextContent('$80.00 · ₡45,000.00 pending');
  });
});
