-- Logos analysts upload for their companies and brands, kept in the database so that every
-- instance serves them, and named by their content's SHA-256: the same image uploaded twice is
-- one row, and the address a company keeps never changes. Content checks (PNG, JPEG or WebP, at
-- most 256 KB) run before the insert.
CREATE TABLE logo_images (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  media_type text NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg', 'image/webp')),
  content bytea NOT NULL CHECK (octet_length(content) BETWEEN 1 AND 262144),
  created_at timestamptz NOT NULL DEFAULT now()
);
