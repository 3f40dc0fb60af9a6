import { reunionShopApi } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { shopProductsQuery } from '../../../api/reunion-shop';
import { currentLanguage } from '../../../lib/i18n';
import { useRenderedInitialData } from '../../../lib/render-data';

/** The shop's products in the visitor's language (the server render's answer first). */
export function useShopProducts() {
  const lang = currentLanguage();
  return useQuery({
    ...shopProductsQuery({ lang }),
    ...useRenderedInitialData(reunionShopApi.products, { query: { lang } }),
  });
}
