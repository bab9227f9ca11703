-- ECCNs were upper-cased whole when saved (3A992.a was stored as 3A992.A). The Commerce Control
-- List writes the paragraphs in lower case, so the stored ones are given their case back; the
-- classification before the first dot stays in capitals. New values are kept as written.
UPDATE "products"
SET "eccn" = split_part("eccn", '.', 1) || lower(substr("eccn", length(split_part("eccn", '.', 1)) + 1))
WHERE "eccn" LIKE '%.%' AND "eccn" <> split_part("eccn", '.', 1) || lower(substr("eccn", length(split_part("eccn", '.', 1)) + 1));
