-- Web Push: the server's VAPID key (one row, made once: every subscription is bound to it) and
-- the players' push subscriptions (a browser's endpoint and keys), at most a few per player.
CREATE TABLE push_keys (
    id INTEGER PRIMARY KEY,
    private_key TEXT NOT NULL
);
CREATE TABLE push_subscriptions (
    endpoint TEXT PRIMARY KEY,
    player INTEGER NOT NULL REFERENCES players (id),
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);
CREATE INDEX push_subscriptions_by_player ON push_subscriptions (player);
