import { Alert, Box, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OfferProduct } from '../../schemas/entities/specialOffer';
import { formatMoney } from '../format/money';

/**
 * The image sources of a product in the order tried (spec part 2 §4): its photo url, the article
 * photo, then the article photo with its last 7 characters replaced by V_1.jpg.
 */
export function imageSources(product: Pick<OfferProduct, 'photoUrl' | 'artikelPhoto'>): string[] {
  const sources = [product.photoUrl, product.artikelPhoto, product.artikelPhoto ? `${product.artikelPhoto.slice(0, -7)}V_1.jpg` : ''];
  return sources.filter((source, i) => source !== '' && sources.indexOf(source) === i);
}

/** A product's image: each source in turn on a load error; after the last, the product is left out. */
function ProductImage({ product, onGone }: { product: OfferProduct; onGone(): void }) {
  const sources = imageSources(product);
  const [tried, setTried] = useState(0);
  return (
    <Box
      component="img"
      src={sources[tried]}
      alt=""
      sx={{ width: 56, height: 56, borderRadius: 1, objectFit: 'cover' }}
      onError={() => (tried + 1 >= sources.length ? onGone() : setTried(tried + 1))}
    />
  );
}

/**
 * An offer's product list (image, text, packaging amount, price in euro with 2 decimals; S01 when
 * known), between the heights the page gives; a product whose every image fails is left out.
 */
export function OfferProducts({ products, minHeight, maxHeight }: { products: readonly OfferProduct[]; minHeight: number; maxHeight: number }) {
  const translate = useTranslate();
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  // A product without any image to try is left out at once, as after its last failed one.
  const shown = products.filter((p) => !gone.has(p.partijNumber + p.productNumber) && imageSources(p).length > 0);
  if (shown.length === 0) return <Alert severity="info">{translate('specialOffers.noProducts')}</Alert>;
  return (
    <List dense disablePadding sx={{ minHeight, maxHeight, overflowY: 'auto' }} aria-label={translate('specialOffers.products')}>
      {shown.map((product) => {
        const key = product.partijNumber + product.productNumber;
        return (
          <ListItem key={key} disableGutters>
            <ListItemAvatar sx={{ mr: 1 }}>
              <ProductImage product={product} onGone={() => setGone((current) => new Set(current).add(key))} />
            </ListItemAvatar>
            <ListItemText
              primary={product.text}
              secondary={[translate('specialOffers.packaging', { amount: product.amount }), product.productLength && translate('specialOffers.length', { length: product.productLength })].filter(Boolean).join(' · ')}
            />
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatMoney(product.price)}
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
}
