//! A JSON body read as the API wants it: at most [`MAX_BODY`] bytes (413 past it), and a body
//! that is not the JSON expected is a 400 with serde's words, in the API's error format.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use racetrack_api::ErrorCode;
use serde::de::DeserializeOwned;

use crate::error::ApiError;

/// The largest request body.
pub const MAX_BODY: usize = 64 * 1024;

/// A JSON body of type `T`.
pub struct Body<T>(pub T);

/// A JSON body of type `T`, or `T::default()` when the request has no body.
pub struct BodyOr<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Default> FromRequest<S> for BodyOr<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let bytes = bytes(req, state).await?;
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return Ok(BodyOr(T::default()));
        }
        parse(&bytes).map(BodyOr)
    }
}

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        parse(&bytes(req, state).await?).map(Body)
    }
}

/// The body's bytes, at most [`MAX_BODY`].
async fn bytes<S: Send + Sync>(req: Request, state: &S) -> Result<Bytes, ApiError> {
    let bytes = Bytes::from_request(req, state).await.map_err(|e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                ErrorCode::TooLarge,
                format!("A request body may hold at most {MAX_BODY} bytes."),
            )
        } else {
            ApiError::malformed(format!("The body could not be read: {e}."))
        }
    })?;
    Ok(bytes)
}

/// The body as JSON of type `T`.
fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(bytes)
        .map_err(|e| ApiError::malformed(format!("The body is not the JSON expected: {e}.")))
}
