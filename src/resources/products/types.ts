/** A product as GET /api/products returns it (spec part 1, section 3). */
export interface Product {
  id: number;
  name: string;
  sku?: string | null;
  categoryId?: number | null;
  /** The category's name, sent beside its id. */
  category?: string | null;
  warrantyMonths?: number | null;
  price?: number | null;
  isActive?: boolean;
  description?: string | null;
  /** Issue 15: the HSN code and its GST rate (percent), the brand warranty work is claimed from, the price of a 12-month extension. */
  hsnCode?: string | null;
  gstRate?: number | null;
  brand?: string | null;
  extendedWarrantyPrice?: number | null;
}

/** GET /api/products/stats. */
export interface ProductStats {
  totalProducts: number;
  activeProducts: number;
  inactiveProducts: number;
  totalStockValue: number;
}

export interface CategoryChoice {
  id: number;
  name: string;
}
