/** Product and category ids of a page, as analytics and the version selector use them. */
export interface ProductInfo {
  productId: string | null;
  productCategoryId: string | null;
}

const CORE_PRODUCTS = new Set(['material-ui', 'joy-ui', 'base-ui', 'system']);
const DOCS_PAGES = new Set(['versions', 'production-error']);
const X_PRODUCTS: Record<string, string> = {
  'react-data-grid': 'x-data-grid',
  'react-date-pickers': 'x-date-pickers',
};
const X_API_PRODUCTS: Record<string, string> = {
  'data-grid': 'x-data-grid',
  'date-pickers': 'x-date-pickers',
};

const none: ProductInfo = { productId: null, productCategoryId: null };

/**
 * Derives the product from the first path segment (spec section 2). The path is
 * canonical and has no language prefix: `/system/getting-started` → system/core.
 */
export function getProductInfo(path: string): ProductInfo {
  const [first = '', second = '', third = ''] = path.split('/').slice(1);
  if (path.startsWith('/experiments/docs/') || path === '/experiments/docs') {
    return { productId: 'docs-infra', productCategoryId: 'docs' };
  }
  if (CORE_PRODUCTS.has(first)) return { productId: first, productCategoryId: 'core' };
  if (DOCS_PAGES.has(first)) return { productId: 'docs', productCategoryId: 'docs' };
  if (first === 'x') {
    const productId = X_PRODUCTS[second] ?? (second === 'api' ? X_API_PRODUCTS[third] : undefined);
    return { productId: productId ?? 'x', productCategoryId: 'x' };
  }
  if (first === 'toolpad') {
    return { productId: second === 'studio' ? 'toolpad-studio' : 'toolpad-core', productCategoryId: 'toolpad' };
  }
  if (first === 'docs') return { productId: 'docs', productCategoryId: 'docs' };
  return none;
}
