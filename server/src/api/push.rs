//! Web Push's endpoints: the server's VAPID public key, and a player's push subscriptions
//! (`POST`/`DELETE /api/v1/players/me/push`). See [`crate::push`].

use racetrack_api::ErrorCode;
use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use racetrack_api::{PushEndpoint, PushKey, PushSubscription};

use super::Authed;
use crate::AppState;
use crate::body::Body;
use crate::error::{ApiError, ErrorBody};
use crate::push::PushFailure;
use crate::push::webpush::Subscription;

/// The longest endpoint taken.
pub const MAX_ENDPOINT: usize = 2048;

impl From<PushFailure> for ApiError {
    fn from(failure: PushFailure) -> ApiError {
        match failure {
            PushFailure::Store(e) => ApiError::from(e),
            PushFailure::Push(e) => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                ErrorCode::BadSubscription,
                format!("This push subscription cannot be used: {e}."),
            ),
        }
    }
}

/// `GET /api/v1/push/key`: the VAPID public key.
#[utoipa::path(get, path = "/push/key", tag = "push",
    responses(
        (status = 200, description = "The key, for `pushManager.subscribe({applicationServerKey})`", body = PushKey),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn key(State(state): State<Arc<AppState>>) -> Result<Json<PushKey>, ApiError> {
    let sender = state.push.sender(&state.store).await?;
    Ok(Json(PushKey {
        key: sender.key().public_key(),
    }))
}

/// `POST /api/v1/players/me/push`: push this browser the rounds that wait for the player.
#[utoipa::path(post, path = "/players/me/push", tag = "push", request_body = PushSubscription, security(("bearer" = [])),
    responses(
        (status = 204, description = "Kept: the player's new rounds are pushed to it (at most 5 browsers a player, the newest)"),
        (status = 400, description = "Not the endpoint's body", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 413, description = "A body over 64 KiB", body = ErrorBody),
        (status = 422, description = "An endpoint that is not https (http only on this machine) or over 2048 characters, or keys that are not a P-256 key and a 16-byte secret in base64url (`bad_subscription`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn subscribe(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    Body(body): Body<PushSubscription>,
) -> Result<StatusCode, ApiError> {
    if body.endpoint.chars().count() > MAX_ENDPOINT {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            ErrorCode::BadSubscription,
            format!("A push endpoint is at most {MAX_ENDPOINT} characters."),
        ));
    }
    let subscription = Subscription {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
    };
    state.push.check(&state.store, &subscription).await?;
    state
        .store
        .add_subscription(player.id, &subscription, state.clock.now_ms())
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `DELETE /api/v1/players/me/push`: no more pushes to this browser.
#[utoipa::path(delete, path = "/players/me/push", tag = "push", request_body = PushEndpoint, security(("bearer" = [])),
    responses(
        (status = 204, description = "Forgotten"),
        (status = 400, description = "Not the endpoint's body", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 404, description = "The player has no subscription at this endpoint (`not_found`)", body = ErrorBody),
        (status = 413, description = "A body over 64 KiB", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn unsubscribe(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    Body(body): Body<PushEndpoint>,
) -> Result<StatusCode, ApiError> {
    if state
        .store
        .remove_subscription(player.id, &body.endpoint)
        .await?
    {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::new(
            StatusCode::NOT_FOUND,
            ErrorCode::NotFound,
            "You have no push subscription at this endpoint.",
        ))
    }
}
