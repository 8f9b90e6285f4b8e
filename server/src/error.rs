//! The API's refusals: an HTTP status and `{"error": code, "message": words}`. A store failure
//! is a 503 (the database did not answer), never a 5xx with a stack trace.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

pub use racetrack_api::{ErrorBody, ErrorCode};

/// A refusal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    /// The status.
    pub status: StatusCode,
    /// A short code a program can branch on (`malformed`, `unauthorized`...).
    pub code: ErrorCode,
    /// Words for a person.
    pub message: String,
    /// Seconds after which to try again (`Retry-After`; a 503 says 1 without it).
    pub retry_after: Option<u64>,
    /// The track the refusal points to (a duplicate's published copy), by id.
    pub track: Option<String>,
}

impl ApiError {
    /// A refusal with `status`, `code` and `message`.
    pub fn new(status: StatusCode, code: ErrorCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            retry_after: None,
            track: None,
        }
    }

    /// 429: too many requests; try again after `seconds`.
    pub fn too_many(message: impl Into<String>, seconds: u64) -> ApiError {
        ApiError {
            retry_after: Some(seconds.max(1)),
            ..ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                ErrorCode::TooManyRequests,
                message,
            )
        }
    }

    /// The same refusal pointing to track `id`.
    pub fn with_track(mut self, id: impl Into<String>) -> ApiError {
        self.track = Some(id.into());
        self
    }

    /// The same refusal under another code.
    pub fn with_code(mut self, code: ErrorCode) -> ApiError {
        self.code = code;
        self
    }

    /// 400: the body is not what the endpoint takes.
    pub fn malformed(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, ErrorCode::Malformed, message)
    }

    /// 401: no token, or one nobody has.
    pub fn unauthorized() -> ApiError {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            ErrorCode::Unauthorized,
            "Send your player token as Authorization: Bearer TOKEN.",
        )
    }

    /// 404.
    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, ErrorCode::NotFound, message)
    }

    /// 422: well formed, but the engine refuses it.
    pub fn unprocessable(code: ErrorCode, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, message)
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(e: sqlx::Error) -> ApiError {
        tracing::error!(error = %e, "store");
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::Unavailable,
            "The database did not answer; try again in a moment.",
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (
            self.status,
            Json(ErrorBody {
                error: self.code,
                message: self.message,
                track: self.track,
            }),
        )
            .into_response();
        let retry = match self.retry_after {
            Some(seconds) => Some(seconds),
            None if self.status == StatusCode::SERVICE_UNAVAILABLE => Some(1),
            None => None,
        };
        if let Some(seconds) = retry {
            response
                .headers_mut()
                .insert("retry-after", axum::http::HeaderValue::from(seconds));
        }
        response
    }
}
