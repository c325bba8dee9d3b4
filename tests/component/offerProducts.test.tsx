import { fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { OfferProduct } from '../../schemas/entities/specialOffer';
import { OfferProducts } from '../../ui/specialOffers/OfferProducts';
import { messages } from '../../resources/specialOffers/i18n/en';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, messages), 'en', [{ locale: 'en', name: 'English' }]);

const product = (text: string, changes: Partial<OfferProduct> = {}): OfferProduct => ({
  productNumber: text, partijNumber: `P-${text}`, text, amount: 10, price: 1.5, photoUrl: `/photos/${text}.jpg`,
  artikelPhoto: `/img/articles/${text}_1.jpg`, productLength: '60', allPrices: { EUR: 1.5 }, ...changes,
});

function renderProducts(products: OfferProduct[]) {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <OfferProducts products={products} minHeight={100} maxHeight={560} />
    </AdminContext>,
  );
}

const image = (text: string) => within(screen.getByText(text).closest('li')!).getByRole('presentation') as HTMLImageElement;

/** The send and edit pages' product list (spec part 2 §4, §9): price in euro, and the image fallback chain. */
describe('offer product list', () => {
  it('tries the photo, the article photo, then the article photo ending V_1.jpg, and leaves the product out after that', () => {
    renderProducts([product('Roos'), product('Tulp')]);
    expect(screen.getAllByText('per 10 · S01 60')).toHaveLength(2);
    expect(screen.getAllByText('€ 1,50')).toHaveLength(2);
    expect(image('Roos').getAttribute('src')).toBe('/photos/Roos.jpg');
    fireEvent.error(image('Roos'));
    expect(image('Roos').getAttribute('src')).toBe('/img/articles/Roos_1.jpg');
    fireEvent.error(image('Roos'));
    // Its last 7 characters ('s_1.jpg') become V_1.jpg.
    expect(image('Roos').getAttribute('src')).toBe('/img/articles/RooV_1.jpg');
    fireEvent.error(image('Roos'));
    expect(screen.queryByText('Roos')).toBeNull();
    expect(screen.getByText('Tulp')).toBeDefined();
    fireEvent.error(image('Tulp'));
    fireEvent.error(image('Tulp'));
    fireEvent.error(image('Tulp'));
    expect(screen.getByText('0 products were found')).toBeDefined();
  });

  it('says 0 products were found for an empty list', () => {
    renderProducts([]);
    expect(screen.getByText('0 products were found')).toBeDefined();
  });
});
