//! A JSON body read as the API wants it: at most [`MAX_BODY`] bytes (413 past it), and a body
//! that is not the JSON expected is a 400 with serde's words, in the API's error format.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use serde::de::DeserializeOwned;

use crate::error::ApiError;

/// The largest request body.
pub const MAX_BODY: usize = 64 * 1024;

/// A JSON body of type `T`.
pub struct Body<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let bytes = Bytes::from_request(req, state).await.map_err(|e| {
            if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    "too_large",
                    format!("A request body may hold at most {MAX_BODY} bytes."),
                )
            } else {
                ApiError::malformed(format!("The body could not be read: {e}."))
            }
        })?;
        serde_json::from_slice(&bytes)
            .map(Body)
            .map_err(|e| ApiError::malformed(format!("The body is not the JSON expected: {e}.")))
    }
}
