/** A page response whose body arrives in these chunks, with a `Content-Length` a rewrite must drop. */
export const chunkedPage = (parts: readonly (string | Uint8Array)[], type = 'text/html; charset=utf-8') =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const part of parts)
          controller.enqueue(typeof part === 'string' ? new TextEncoder().encode(part) : part);
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': type, 'Content-Length': '999' } },
  );
