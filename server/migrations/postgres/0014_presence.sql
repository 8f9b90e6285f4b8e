-- Who is connected: a row for each player with a live stream open on an instance, stamped by
-- that instance every minute and removed when its last stream closes; a stamp older than
-- three minutes is an instance gone.
CREATE TABLE presence (
    player BIGINT NOT NULL,
    instance BIGINT NOT NULL,
    seen_ms BIGINT NOT NULL,
    PRIMARY KEY (player, instance)
);
CREATE INDEX presence_seen ON presence (seen_ms);
