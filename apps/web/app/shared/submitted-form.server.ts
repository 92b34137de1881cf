/**
 * The form a request posted; an empty one when the body is missing or is not a form (no
 * Content-Type, JSON, a cut-off multipart), so that validation answers 400 with the form's own
 * messages instead of the action failing with a 500.
 */
export async function submittedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
