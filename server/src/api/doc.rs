//! The API as an OpenAPI 3 document, served at `GET /api/v1/openapi.json`. Each endpoint's
//! entry is the `#[utoipa::path]` on its handler, and the routes are made from those same
//! entries (`utoipa_axum`), so the document and the handlers cannot part.

use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi};

/// The document's head: what the API is, where it lives, its token scheme, its shared shapes.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Racetrack game server",
        description = "Players, online games (live over a WebSocket), world leaderboards and the \
                       daily challenge, the track collection. Every refusal is `{\"error\": code, \"message\": words}`; \
                       docs/api.md tells each endpoint's refusals and the live events.",
        license(name = "MIT")
    ),
    servers((url = "/api/v1")),
    modifiers(&Bearer),
    components(schemas(
        crate::error::ErrorBody,
        racetrack_api::PlayerEvent,
        racetrack_api::TournamentEvent,
        racetrack_api::PushMessage
    )),
    tags(
        (name = "players", description = "Who plays: a name and a secret token"),
        (name = "games", description = "Online games: made, joined, played, watched"),
        (name = "pairing", description = "Quick pairing: an opponent in seconds, or a bot of the server's"),
        (name = "push", description = "Web Push: told when it is your move, with the tab closed"),
        (name = "boards", description = "World leaderboards and the daily challenge"),
        (name = "tracks", description = "The track collection: tracks players publish, browse, vote for and race"),
        (name = "tournaments", description = "Arenas and Grand Prix series: a table to climb, game after game")
    )
)]
pub struct ApiDoc;

/// The `bearer` scheme: `Authorization: Bearer TOKEN`, the token `POST /players` gave.
struct Bearer;

impl Modify for Bearer {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)),
        );
    }
}
