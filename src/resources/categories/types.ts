/** A category as GET /api/categories returns it; the server may spell the name category_name. */
export interface Category {
  id: number;
  categoryName?: string | null;
  category_name?: string | null;
  createdAt?: string | null;
}
