//! The headers added to every answer: the site's security headers (`racetrack_api::site`, the
//! policy of the site served), a
//! cache policy (the API's answers never stored unless they say otherwise, the site's files
//! revalidated) and, on the
//! site's files, `Vary: Accept-Encoding` (the same address answers brotli, gzip or plain).

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_SECURITY_POLICY, VARY};
use axum::http::{HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use racetrack_api::site::{API_CACHE_CONTROL, SECURITY_HEADERS, SITE_CACHE_CONTROL};

use crate::site::Policy;

/// Adds the headers to the answer of `request`, with `policy`'s Content-Security-Policy (the
/// served site's: [`crate::site::Site`]).
pub async fn add(State(policy): State<Arc<Policy>>, request: Request, next: Next) -> Response {
    let path = request.uri().path();
    let api = path == "/api" || path.starts_with("/api/") || path == "/metrics";
    let document = !api && (path.ends_with('/') || path.ends_with(".html"));
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(CONTENT_SECURITY_POLICY, policy.value(document));
    for (name, value) in SECURITY_HEADERS {
        headers.insert(
            HeaderName::from_static(name),
            HeaderValue::from_static(value),
        );
    }
    let cache = if api {
        API_CACHE_CONTROL
    } else {
        SITE_CACHE_CONTROL
    };
    // An answer that set its own policy keeps it (a published track's picture never changes).
    if !headers.contains_key(CACHE_CONTROL) {
        headers.insert(CACHE_CONTROL, HeaderValue::from_static(cache));
    }
    let varies = headers.get_all(VARY).iter().any(|v| {
        v.to_str()
            .is_ok_and(|v| v.to_ascii_lowercase().contains("accept-encoding"))
    });
    if !api && !varies {
        headers.append(VARY, HeaderValue::from_static("accept-encoding"));
    }
    response
}
