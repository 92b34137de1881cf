/** A page response whose body arrives in these chunks, with a `Content-Length` a rewrite must drop. */
export const chunkedPage = (parts: readonly string[], type = 'text/html; charset=utf-8') =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': type, 'Content-Length': '999' } },
  );
