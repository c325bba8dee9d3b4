import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../app/i18n/i18nProvider';
import { CompanyTag } from '../../ui/CompanyTag';

beforeEach(() => localStorage.clear());

async function renderTag(id: number, name?: string) {
  render(
    <AdminContext i18nProvider={await createI18nProvider()} store={memoryStore()}>
      <CompanyTag id={id} name={name} />
    </AdminContext>,
  );
}

describe('a company shown in the lists and the group menu', () => {
  it('is its display label when the id is known', async () => {
    await renderTag(8);
    expect(screen.getByText('Roobos')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("outside the known set, carries the tag 'Error contact {support}', a mail link to support naming the id", async () => {
    await renderTag(6, 'Flora Zuid');
    expect(screen.getByText(/Flora Zuid/)).toBeTruthy();
    const tag = screen.getByRole('link', { name: 'Error contact support@flora.test' });
    expect(tag.getAttribute('href')).toBe('mailto:support@flora.test?subject=Company%206');
  });
});
