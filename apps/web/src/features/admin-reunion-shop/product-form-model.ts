import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  type AdminShopProduct,
  type LanguageCode,
  type ShopAvailability,
  type ShopProductInput,
} from '@site/contracts';

/** One language of a product in the form; every language is present, blank when not translated. */
export interface ProductTextsForm {
  name: string;
  description: string;
  price: string;
  how_to_get: string;
}

/** The product form's values; they mirror `ShopProductInput`, so that field errors land on the same paths. */
export interface ProductFormValues {
  translations: Record<LanguageCode, ProductTextsForm>;
  is_free: boolean;
  availability: ShopAvailability;
  link_url: string;
  is_published: boolean;
  sort_order: number;
}

export function emptyProductTexts(): ProductTextsForm {
  return { name: '', description: '', price: '', how_to_get: '' };
}

export function emptyProductForm(): ProductFormValues {
  return {
    translations: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, emptyProductTexts()])) as Record<
      LanguageCode,
      ProductTextsForm
    >,
    is_free: false,
    availability: 'available',
    link_url: '',
    is_published: true,
    sort_order: 0,
  };
}

/** The form values of a stored product. */
export function productToForm(product: AdminShopProduct): ProductFormValues {
  const form = emptyProductForm();
  for (const code of LANGUAGE_CODES) {
    const stored = product.translations[code];
    if (stored) {
      form.translations[code] = {
        name: stored.name,
        description: stored.description,
        price: stored.price ?? '',
        how_to_get: stored.how_to_get ?? '',
      };
    }
  }
  return {
    ...form,
    is_free: product.is_free,
    availability: product.availability,
    link_url: product.link_url ?? '',
    is_published: product.is_published,
    sort_order: product.sort_order,
  };
}

export function isProductTextsEmpty(texts: ProductTextsForm | undefined): boolean {
  return !texts || Object.values(texts).every((value) => value.trim() === '');
}

/** The request body: English always, other languages only when something was written in them. */
export function buildProductPayload(values: ProductFormValues): ShopProductInput {
  const translations: Partial<Record<LanguageCode, ProductTextsForm>> = {};
  for (const code of LANGUAGE_CODES) {
    const texts = values.translations[code];
    if (code !== DEFAULT_LANGUAGE && isProductTextsEmpty(texts)) continue;
    translations[code] = texts ?? emptyProductTexts();
  }
  return {
    translations: translations as ShopProductInput['translations'],
    is_free: values.is_free,
    availability: values.availability,
    link_url: values.link_url,
    is_published: values.is_published,
    sort_order: values.sort_order,
  };
}
