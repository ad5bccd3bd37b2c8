-- Syllable n-grams of a compact search key: every 1-, 2- and 3-character substring
-- ('사과5kg' → 사, 과, 5, k, g, 사과, 과5, 5k, kg, 사과5, 과5k, 5kg). Mirrored for tests by syllableGrams()
-- in server/routes/search/grams.ts. Product search matches complete words through the GIN index on it;
-- search conditions never evaluate it per row (about 40 µs a call in PGlite, hence COST 1000).
CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 1000
AS $$
DECLARE
  grams text[] := '{}';
  n int := length(t);
BEGIN
  FOR i IN 1..n LOOP
    grams := grams || substr(t, i, 1);
    IF i < n THEN grams := grams || substr(t, i, 2); END IF;
    IF i < n - 1 THEN grams := grams || substr(t, i, 3); END IF;
  END LOOP;
  RETURN grams;
END
$$;--> statement-breakpoint
CREATE INDEX "product_search_grams" ON "product_search" USING gin (search_grams("compact"));
