-- The track's name a game was made with (a level's title, a track's name), shown in the room's
-- heading and the lists; NULL when none was sent.
ALTER TABLE games ADD COLUMN title TEXT;
