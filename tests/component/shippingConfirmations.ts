import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { parseConfigResource } from '../../resources/framework/parseConfigResource';

/** The shipping confirmations, a config resource: the generated list's tests run on it. */
export const shippingConfirmations = parseConfigResource('verzendbevestigingen.json', JSON.parse(readFileSync('resources/config/verzendbevestigingen.json', 'utf8'))).resource!;

/** 45 confirmations: debtor 100000+i, named 'Customer 00' to 'Customer 44' (sorted by name as by number). */
export const confirmations = Array.from({ length: 45 }, (_, i) => ({
  debiteurNummer: String(100000 + i),
  debiteurNaam: `Customer ${String(i).padStart(2, '0')}`,
  email: `shop${i}@example.test`,
  verzendbevestigingDatum: `2026-05-${String((i % 28) + 1).padStart(2, '0')}`,
  verzendReviewDatum: null,
}));

/** The table's rows under its header. */
export const bodyRows = () => screen.getAllByRole('row').slice(1);
