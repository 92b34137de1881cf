-- Extensions and the Spanish text search configuration used by every search column.
-- Everything here runs on PostgreSQL 15 and on PGlite.

CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public;

-- Spanish stemming after accent folding: "medico" finds "Médico", "enfermeras" finds "Enfermero".
CREATE TEXT SEARCH CONFIGURATION public.camello_es (COPY = pg_catalog.spanish);
ALTER TEXT SEARCH CONFIGURATION public.camello_es
  ALTER MAPPING FOR word, hword, hword_part WITH public.unaccent, pg_catalog.spanish_stem;

-- unaccent() is only STABLE (its dictionary could change); indexes need an IMMUTABLE function.
CREATE FUNCTION public.camello_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;

-- Lower-case, accent-free form used for case- and accent-insensitive lookups and trigram indexes.
CREATE FUNCTION public.camello_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.camello_unaccent(value)) $$;

-- Visible text of an HTML fragment, for the search vector of vacancy descriptions.
CREATE FUNCTION public.camello_html_text(html text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT replace(replace(replace(replace(replace(replace(
      regexp_replace(html, '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
  $$;

-- Keeps updated_at honest without relying on every caller.
CREATE FUNCTION public.camello_touch_updated_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.updated_at := now();
    RETURN NEW;
  END;
  $$;

-- Short, readable public identifiers (10 characters of [0-9a-z], about 3.6e15 values).
CREATE FUNCTION public.camello_public_id() RETURNS text
  LANGUAGE sql VOLATILE PARALLEL SAFE
  AS $$
    SELECT string_agg(substr('0123456789abcdefghijklmnopqrstuvwxyz', 1 + floor(random() * 36)::int, 1), '')
    FROM generate_series(1, 10)
  $$;
