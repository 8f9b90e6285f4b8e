-- Karopapier's honour rules the players agreed to keep (JSON: start, crashes), shown and
-- recorded, never checked; NULL when none were set.
ALTER TABLE games ADD COLUMN honour TEXT;
