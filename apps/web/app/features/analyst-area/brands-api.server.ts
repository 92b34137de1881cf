import { type Brand, type BrandRequest, calls } from '@camello/domain/contracts';
import { ApiError } from '../../shared/api/api-error.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET …/brands`. */
export async function listBrands(call: UserApiCallContext, companyId: string): Promise<Brand[]> {
  return (await userApiCall(call, calls.analyst.brands, { params: { companyId } })).brands;
}

/**
 * Creates a brand (`brandId` null) or changes one: the brand saved, or the API's words about what
 * it refused; null when the brand is not the company's.
 */
export async function saveBrand(
  call: UserApiCallContext,
  companyId: string,
  brandId: string | null,
  brand: BrandRequest,
): Promise<{ ok: true; brand: Brand } | { ok: false; message: string } | null> {
  try {
    const saved = brandId
      ? await userApiCall(call, calls.analyst.updateBrand, { params: { companyId, brandId }, body: brand })
      : await userApiCall(call, calls.analyst.createBrand, { params: { companyId }, body: brand });
    return { ok: true, brand: saved };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { ok: false, message: error.message };
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The brand form a browser posted, as the API's body, with the logo it asked for (`submittedLogo`). */
export function readBrandForm(form: FormData, logoUrl: string | null): BrandRequest {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    name: text('name'),
    logoUrl,
    primaryColor: orNull(text('primaryColor').toLowerCase()),
    secondaryColor: orNull(text('secondaryColor').toLowerCase()),
  };
}
