//! Web Push (RFC 8030): the server's VAPID key (RFC 8292), the `aes128gcm` message encryption
//! (RFC 8291 over RFC 8188) and the HTTP request to a push service, built as plain data so that
//! any HTTP client can send it. Nothing here does I/O but reading the system's random source.

use std::fmt;
use std::net::IpAddr;

use aes_gcm::aead::{Aead as _, KeyInit as _};
use aes_gcm::{Aes128Gcm, Nonce};
use base64::Engine as _;
use base64::engine::general_purpose::{URL_SAFE_NO_PAD, URL_SAFE_NO_PAD_INDIFFERENT};
use hkdf::Hkdf;
use p256::ecdsa::signature::Signer as _;
use p256::ecdsa::{Signature, SigningKey};
use p256::elliptic_curve::sec1::ToEncodedPoint as _;
use p256::{PublicKey, SecretKey};
use sha2::Sha256;

/// The record size written in the message header; a message is always one record.
pub const RECORD_SIZE: u32 = 4096;
/// The largest payload one message carries: 4096 bytes of body less the 86-byte header, the
/// 16-byte tag and the 1-byte padding delimiter (RFC 8291, section 4).
pub const MAX_PAYLOAD: usize = 3993;
/// How long a VAPID token is valid: 12 hours (push services refuse more than 24).
pub const TOKEN_LIFETIME_SECS: u64 = 12 * 60 * 60;

/// Why a key could not be loaded or a request could not be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PushError {
    /// The stored VAPID private key is not 32 bytes of base64url naming a P-256 key.
    #[error("bad VAPID private key: {0}")]
    BadVapidKey(&'static str),
    /// The subscription's `p256dh` or `auth` key is malformed.
    #[error("bad subscription key `{key}`: {why}")]
    BadSubscriptionKey {
        /// Which key: `p256dh` or `auth`.
        key: &'static str,
        /// What is wrong with it.
        why: &'static str,
    },
    /// The endpoint is not a URL the server sends to (https, or http to this machine only).
    #[error("push endpoint refused: {0}")]
    BadEndpoint(&'static str),
    /// The VAPID contact is not a `mailto:` or `https:` URL.
    #[error("the VAPID contact must be a mailto: or https: URL")]
    BadContact,
    /// The payload does not fit in one record.
    #[error("payload of {0} bytes is over the {MAX_PAYLOAD}-byte limit")]
    PayloadTooLarge(usize),
    /// The system's random source failed.
    #[error("the system's random source failed")]
    Random,
    /// Key derivation or encryption failed (not expected with valid keys).
    #[error("encryption failed")]
    Crypto,
}

/// The server's VAPID key pair (ES256 on P-256): made once, kept in the database.
#[derive(Clone)]
pub struct VapidKey {
    key: SigningKey,
}

impl VapidKey {
    /// A new random key pair.
    pub fn generate() -> Result<VapidKey, PushError> {
        Ok(VapidKey {
            key: random_secret()?.into(),
        })
    }

    /// Loads a private key saved by [`VapidKey::to_base64`].
    pub fn from_base64(text: &str) -> Result<VapidKey, PushError> {
        let bytes = decode(text).ok_or(PushError::BadVapidKey("not base64url"))?;
        let secret =
            secret_from(&bytes).ok_or(PushError::BadVapidKey("not a P-256 private key"))?;
        Ok(VapidKey { key: secret.into() })
    }

    /// The private key as base64url without padding (43 characters): what the database keeps.
    /// It is a secret: never log or serve it.
    pub fn to_base64(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.key.to_bytes())
    }

    /// The public key as the uncompressed point (65 bytes) in base64url without padding: what
    /// `GET /push/key` serves, for the browser's `applicationServerKey`.
    pub fn public_key(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.key.verifying_key().to_encoded_point(false).as_bytes())
    }
}

impl fmt::Debug for VapidKey {
    /// Shows the public key only.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "VapidKey {{ public: {} }}", self.public_key())
    }
}

/// A browser's push subscription, as `PushSubscription.toJSON()` gives it: the endpoint URL and
/// the two keys (`keys.p256dh`, `keys.auth`) in base64url.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subscription {
    /// The push service's URL for this subscription.
    pub endpoint: String,
    /// The browser's P-256 public key (65 bytes, uncompressed).
    pub p256dh: String,
    /// The browser's 16-byte authentication secret.
    pub auth: String,
}

/// How soon the push service should deliver (RFC 8030, section 5.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Urgency {
    /// `very-low`: only on power and Wi-Fi.
    VeryLow,
    /// `low`: on power or Wi-Fi.
    Low,
    /// `normal`: not on low battery.
    Normal,
    /// `high`: even on low battery.
    High,
}

impl Urgency {
    /// The `Urgency` header's value.
    pub fn as_str(self) -> &'static str {
        match self {
            Urgency::VeryLow => "very-low",
            Urgency::Low => "low",
            Urgency::Normal => "normal",
            Urgency::High => "high",
        }
    }
}

/// One HTTP request to a push service, for any HTTP client to send as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushRequest {
    /// Always `POST`.
    pub method: &'static str,
    /// The subscription's endpoint.
    pub url: String,
    /// `TTL`, `Urgency`, `Content-Encoding`, `Content-Type` and `Authorization`.
    pub headers: Vec<(String, String)>,
    /// The encrypted message.
    pub body: Vec<u8>,
}

/// What a push service's answer means for the subscription.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// 200, 201 or 202: accepted.
    Delivered,
    /// 404 or 410: the subscription is gone; delete it.
    Gone,
    /// 429 or 5xx: try again later (honour `Retry-After` when present).
    RetryLater,
    /// Anything else (400, 401, 403 bad token or key, 413...): log it; do not retry as is.
    Failed,
}

/// Classifies a push service's response status.
pub fn classify(status: u16) -> Outcome {
    match status {
        200..=202 => Outcome::Delivered,
        404 | 410 => Outcome::Gone,
        429 | 500..=599 => Outcome::RetryLater,
        _ => Outcome::Failed,
    }
}

/// Builds push requests: the VAPID key and the operator's contact (`sub`), checked once.
#[derive(Debug, Clone)]
pub struct Sender {
    key: VapidKey,
    contact: String,
}

impl Sender {
    /// A sender signing with `key` and naming `contact` (`mailto:...` or `https://...`; Apple
    /// refuses placeholders such as `@localhost`).
    pub fn new(key: VapidKey, contact: &str) -> Result<Sender, PushError> {
        check_contact(contact)?;
        let contact = contact.to_owned();
        Ok(Sender { key, contact })
    }

    /// The VAPID key this sender signs with.
    pub fn key(&self) -> &VapidKey {
        &self.key
    }

    /// The request that delivers `payload` to `subscription`, kept `ttl` seconds by the push
    /// service; `now_unix` is the time in seconds since the Unix epoch (the token expires
    /// [`TOKEN_LIFETIME_SECS`] later). A fresh ephemeral key and salt are drawn for each call.
    pub fn request(
        &self,
        subscription: &Subscription,
        payload: &[u8],
        ttl: u32,
        urgency: Urgency,
        now_unix: u64,
    ) -> Result<PushRequest, PushError> {
        let audience = endpoint_origin(&subscription.endpoint)?;
        let p256dh = decode(&subscription.p256dh).ok_or(bad("p256dh", "not base64url"))?;
        let auth = decode(&subscription.auth).ok_or(bad("auth", "not base64url"))?;
        let mut salt = [0u8; 16];
        getrandom::fill(&mut salt).map_err(|_| PushError::Random)?;
        let ephemeral = random_secret()?.to_bytes();
        let body = encrypt_with(payload, &p256dh, &auth, &ephemeral, &salt)?;
        let token = self.token(&audience, now_unix);
        let authorization = format!("vapid t={token}, k={}", self.key.public_key());
        let header = |name: &str, value: &str| (name.to_owned(), value.to_owned());
        let headers = vec![
            header("TTL", &ttl.to_string()),
            header("Urgency", urgency.as_str()),
            header("Content-Encoding", "aes128gcm"),
            header("Content-Type", "application/octet-stream"),
            header("Authorization", &authorization),
        ];
        let url = subscription.endpoint.clone();
        Ok(PushRequest {
            method: "POST",
            url,
            headers,
            body,
        })
    }

    /// The VAPID token (an ES256 JWT) for the push service at `audience`.
    fn token(&self, audience: &str, now_unix: u64) -> String {
        let header = URL_SAFE_NO_PAD.encode(r#"{"typ":"JWT","alg":"ES256"}"#);
        let claims = serde_json::json!({
            "aud": audience,
            "exp": now_unix.saturating_add(TOKEN_LIFETIME_SECS),
            "sub": self.contact,
        });
        let signed = format!("{header}.{}", URL_SAFE_NO_PAD.encode(claims.to_string()));
        let signature: Signature = self.key.key.sign(signed.as_bytes());
        format!("{signed}.{}", URL_SAFE_NO_PAD.encode(signature.to_bytes()))
    }
}

/// Whether `contact` can be a token's `sub`: `mailto:…` or `https://…`, no spaces or controls.
pub fn check_contact(contact: &str) -> Result<(), PushError> {
    let rest = (contact.strip_prefix("mailto:"))
        .or_else(|| contact.strip_prefix("https://"))
        .ok_or(PushError::BadContact)?;
    if rest.is_empty() || contact.chars().any(|c| c.is_control() || c.is_whitespace()) {
        return Err(PushError::BadContact);
    }
    Ok(())
}

/// The origin (`scheme://host[:port]`, default port left out) of a push endpoint: the VAPID
/// token's audience. Only https endpoints are allowed, or http to this machine (127.0.0.0/8,
/// `::1`, `localhost`) for a self-hosted push service in tests.
pub fn endpoint_origin(endpoint: &str) -> Result<String, PushError> {
    let uri: axum::http::Uri = endpoint
        .parse()
        .map_err(|_| PushError::BadEndpoint("not a URL"))?;
    let authority = uri.authority().ok_or(PushError::BadEndpoint("no host"))?;
    if authority.as_str().contains('@') {
        return Err(PushError::BadEndpoint("user info in the URL"));
    }
    let host = authority.host().to_ascii_lowercase();
    if host.is_empty() {
        return Err(PushError::BadEndpoint("no host"));
    }
    let scheme = uri.scheme_str().unwrap_or_default().to_ascii_lowercase();
    let default_port = match scheme.as_str() {
        "https" => 443,
        "http" if is_loopback(&host) => 80,
        "http" => return Err(PushError::BadEndpoint("http is allowed to loopback only")),
        _ => return Err(PushError::BadEndpoint("not https")),
    };
    Ok(match authority.port_u16() {
        Some(port) if port != default_port => format!("{scheme}://{host}:{port}"),
        _ => format!("{scheme}://{host}"),
    })
}

/// Encrypts `payload` for one subscriber as an `aes128gcm` body (RFC 8291), given the raw
/// subscriber keys (`p256dh` 65 bytes, `auth` 16 bytes), the sender's ephemeral private key
/// (32 bytes) and the salt. [`Sender::request`] draws the last two at random for each message;
/// fixing them is for tests only (RFC 8291's example). Never reuse a salt and key pair.
pub fn encrypt_with(
    payload: &[u8],
    p256dh: &[u8],
    auth: &[u8],
    ephemeral: &[u8],
    salt: &[u8; 16],
) -> Result<Vec<u8>, PushError> {
    if payload.len() > MAX_PAYLOAD {
        return Err(PushError::PayloadTooLarge(payload.len()));
    }
    if p256dh.len() != 65 || p256dh[0] != 4 {
        return Err(bad("p256dh", "not an uncompressed point (65 bytes)"));
    }
    let ua_public =
        PublicKey::from_sec1_bytes(p256dh).map_err(|_| bad("p256dh", "not on P-256"))?;
    if auth.len() != 16 {
        return Err(bad("auth", "not 16 bytes"));
    }
    let as_secret = secret_from(ephemeral).ok_or(PushError::Crypto)?;
    let as_public = as_secret.public_key().to_encoded_point(false);
    let shared = p256::ecdh::diffie_hellman(as_secret.to_nonzero_scalar(), ua_public.as_affine());

    // IKM from the ECDH secret and the auth secret, then the key and nonce from IKM and salt.
    let prk_key = Hkdf::<Sha256>::new(Some(auth), shared.raw_secret_bytes());
    let ikm: [u8; 32] = expand(
        &prk_key,
        &[b"WebPush: info\0", p256dh, as_public.as_bytes()],
    )?;
    let prk = Hkdf::<Sha256>::new(Some(salt), &ikm);
    let cek: [u8; 16] = expand(&prk, &[b"Content-Encoding: aes128gcm\0"])?;
    let nonce: [u8; 12] = expand(&prk, &[b"Content-Encoding: nonce\0"])?;

    // One record: the payload, the last-record delimiter 0x02, no further padding.
    let record = [payload, &[2]].concat();
    let sealed = (Aes128Gcm::new(&cek.into()).encrypt(&Nonce::from(nonce), record.as_slice()))
        .map_err(|_| PushError::Crypto)?;

    // The header: salt (16), record size (4, big-endian), key id length (1), key id (65).
    let size = RECORD_SIZE.to_be_bytes();
    Ok([salt, &size[..], &[65], as_public.as_bytes(), &sealed].concat())
}

/// HKDF-Expand to `N` bytes (it cannot fail for the lengths used here).
fn expand<const N: usize>(prk: &Hkdf<Sha256>, info: &[&[u8]]) -> Result<[u8; N], PushError> {
    let mut out = [0u8; N];
    prk.expand_multi_info(info, &mut out)
        .map_err(|_| PushError::Crypto)?;
    Ok(out)
}

/// A malformed subscription key.
fn bad(key: &'static str, why: &'static str) -> PushError {
    PushError::BadSubscriptionKey { key, why }
}

/// Base64url, padded or not (browsers send it unpadded); `None` when it is not.
fn decode(text: &str) -> Option<Vec<u8>> {
    URL_SAFE_NO_PAD_INDIFFERENT.decode(text.trim()).ok()
}

/// A P-256 private key from exactly 32 big-endian bytes in range.
fn secret_from(bytes: &[u8]) -> Option<SecretKey> {
    let bytes: [u8; 32] = bytes.try_into().ok()?;
    SecretKey::from_bytes(&bytes.into()).ok()
}

/// A random P-256 private key (32 random bytes, redrawn in the ~2^-32 case they are out of range).
fn random_secret() -> Result<SecretKey, PushError> {
    for _ in 0..8 {
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes).map_err(|_| PushError::Random)?;
        if let Some(secret) = secret_from(&bytes) {
            return Ok(secret);
        }
    }
    Err(PushError::Random)
}

/// Whether an endpoint's host is this machine.
fn is_loopback(host: &str) -> bool {
    let bare = host.trim_start_matches('[').trim_end_matches(']');
    host == "localhost" || bare.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}
