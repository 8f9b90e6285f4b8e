-- Names are compared by their confusable skeleton too (Unicode Technical Standard #39:
-- `text::name_key`): every key is made again at the server's start, in the players' order (the
-- first of look-alike names keeps its key; the others keep their names, unkeyed).
UPDATE players SET name_key = NULL;
