//! A push service and browser in the test, sharing no code with the server's `push` module: it
//! holds its own P-256 key pair and auth secret (it is the subscription), checks the VAPID token
//! as a push service does, and decrypts the body with HMAC-SHA-256 and AES-128-GCM step by step
//! as RFC 8291 section 3.4 writes them. Served on a loopback port, it answers each push with the
//! status the test sets.

use std::sync::Arc;
use std::sync::atomic::{AtomicU16, Ordering};

use aes_gcm::aead::{Aead, KeyInit};
use aes_gcm::{Aes128Gcm, Nonce};
use axum::body::Bytes;
use axum::http::{HeaderMap, StatusCode};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use hmac::{Hmac, Mac};
use p256::ecdsa::signature::Verifier;
use p256::ecdsa::{Signature, VerifyingKey};
use p256::elliptic_curve::sec1::ToEncodedPoint;
use p256::{PublicKey, SecretKey};
use serde_json::{Value, json};
use sha2::Sha256;
use tokio::sync::mpsc;

/// RFC 8291 section 5 (with Appendix A): fixed keys, salt and the resulting body.
pub mod rfc8291 {
    pub const PLAINTEXT: &[u8] = b"When I grow up, I want to be a watermelon";
    pub const AS_PRIVATE: &str = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw";
    pub const AS_PUBLIC: &str =
        "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8";
    pub const UA_PRIVATE: &str = "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94";
    pub const UA_PUBLIC: &str =
        "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
    pub const AUTH: &str = "BTBZMqHH6r4Tts7J_aSIgg";
    pub const SALT: &str = "DGv6ra1nlYgDCS1FRnbzlw";
    pub const BODY: &str = concat!(
        "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml",
        "mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT",
        "pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
    );
}

pub fn b64(text: &str) -> Vec<u8> {
    B64.decode(text).expect("test vector is base64url")
}

fn random<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).expect("random source");
    bytes
}

fn hmac(key: &[u8], parts: &[&[u8]]) -> [u8; 32] {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key).expect("any key length");
    for part in parts {
        mac.update(part);
    }
    mac.finalize().into_bytes().into()
}

/// What the receiver accepted.
#[derive(Debug)]
pub struct Received {
    pub payload: Vec<u8>,
    pub ttl: u32,
    pub urgency: String,
    pub claims: Value,
}

/// The browser and its push service: one subscription, made with `server_key` as the
/// `applicationServerKey`.
pub struct Receiver {
    secret: SecretKey,
    auth: [u8; 16],
    endpoint: String,
    origin: String,
    server_key: String,
}

impl Receiver {
    pub fn new(endpoint: &str, origin: &str, server_key: &str) -> Receiver {
        let secret = loop {
            if let Ok(secret) = SecretKey::from_bytes(&random::<32>().into()) {
                break secret;
            }
        };
        Receiver::with_keys(secret, random(), endpoint, origin, server_key)
    }

    pub fn with_keys(
        secret: SecretKey,
        auth: [u8; 16],
        endpoint: &str,
        origin: &str,
        server_key: &str,
    ) -> Receiver {
        let (endpoint, origin, server_key) = (endpoint.into(), origin.into(), server_key.into());
        Receiver {
            secret,
            auth,
            endpoint,
            origin,
            server_key,
        }
    }

    fn public(&self) -> Vec<u8> {
        self.secret
            .public_key()
            .to_encoded_point(false)
            .as_bytes()
            .to_vec()
    }

    /// What the browser hands the server.
    pub fn subscription(&self) -> Value {
        json!({"endpoint": self.endpoint, "keys": {"p256dh": B64.encode(self.public()), "auth": B64.encode(self.auth)}})
    }

    /// Accepts a request as a push service and browser would, or says why not.
    pub fn receive(
        &self,
        method: &str,
        url: &str,
        headers: &[(String, String)],
        body: &[u8],
        now: u64,
    ) -> Result<Received, String> {
        let header = |name: &str| {
            let mut found = headers.iter().filter(|(n, _)| n.eq_ignore_ascii_case(name));
            match (found.next(), found.next()) {
                (Some((_, value)), None) => Ok(value.as_str()),
                _ => Err(format!("want exactly one {name} header")),
            }
        };
        if method != "POST" || url != self.endpoint {
            return Err(format!("{method} {url}"));
        }
        if header("Content-Encoding")? != "aes128gcm"
            || header("Content-Type")? != "application/octet-stream"
        {
            return Err("content headers".into());
        }
        let ttl = header("TTL")?.parse().map_err(|_| "TTL")?;
        let urgency = header("Urgency")?.to_owned();
        if !["very-low", "low", "normal", "high"].contains(&urgency.as_str()) {
            return Err(format!("urgency {urgency}"));
        }
        let claims = self.check_vapid(header("Authorization")?, now)?;
        Ok(Received {
            payload: self.decrypt(body)?,
            ttl,
            urgency,
            claims,
        })
    }

    /// RFC 8292: `vapid t=JWT, k=KEY`, the key the subscription was made with, a valid ES256
    /// signature, `aud` the endpoint's origin, `exp` in the next 24 hours, `sub` a contact.
    fn check_vapid(&self, authorization: &str, now: u64) -> Result<Value, String> {
        let params = authorization
            .strip_prefix("vapid ")
            .ok_or("not the vapid scheme")?;
        let (mut token, mut key) = (None, None);
        for param in params.split(',').map(str::trim) {
            match param.split_once('=') {
                Some(("t", value)) => token = Some(value),
                Some(("k", value)) => key = Some(value),
                _ => return Err(format!("parameter {param}")),
            }
        }
        let (token, key) = (token.ok_or("no t")?, key.ok_or("no k")?);
        if key != self.server_key {
            return Err("k is not the subscription's applicationServerKey".into());
        }
        let parts: Vec<&str> = token.split('.').collect();
        let [head, claims, signature] = parts[..] else {
            return Err("not a JWS".into());
        };
        let decode = |part: &str| B64.decode(part).map_err(|e| format!("base64url: {e}"));
        let head: Value = serde_json::from_slice(&decode(head)?).map_err(|e| e.to_string())?;
        if head["alg"] != "ES256" || head["typ"] != "JWT" {
            return Err(format!("header {head}"));
        }
        let verifier = VerifyingKey::from_sec1_bytes(&decode(key)?).map_err(|e| e.to_string())?;
        let signature = Signature::from_slice(&decode(signature)?).map_err(|e| e.to_string())?;
        let signed = &token[..token.rfind('.').unwrap_or(0)];
        verifier
            .verify(signed.as_bytes(), &signature)
            .map_err(|_| "bad signature")?;
        let claims: Value = serde_json::from_slice(&decode(claims)?).map_err(|e| e.to_string())?;
        if claims["aud"] != self.origin.as_str() {
            return Err(format!("aud {} is not {}", claims["aud"], self.origin));
        }
        let exp = claims["exp"].as_u64().ok_or("exp")?;
        if exp <= now || exp > now + 24 * 3600 {
            return Err(format!("exp {exp} at {now}"));
        }
        let sub = claims["sub"].as_str().ok_or("no sub")?;
        if !(sub.starts_with("mailto:") || sub.starts_with("https:")) {
            return Err(format!("sub {sub}"));
        }
        Ok(claims)
    }

    /// RFC 8188 header, RFC 8291 section 3.4 key schedule, AES-128-GCM, padding removed.
    pub fn decrypt(&self, body: &[u8]) -> Result<Vec<u8>, String> {
        if body.len() < 21 + 65 + 17 {
            return Err("body too short".into());
        }
        let (salt, rs, idlen) = (
            &body[..16],
            u32::from_be_bytes(body[16..20].try_into().unwrap()),
            body[20],
        );
        if idlen != 65 || rs != 4096 {
            return Err(format!("idlen {idlen}, rs {rs}"));
        }
        let (as_public, record) = (&body[21..86], &body[86..]);
        if record.len() > rs as usize {
            return Err("more than one record".into());
        }
        let sender = PublicKey::from_sec1_bytes(as_public).map_err(|e| e.to_string())?;
        let ecdh = p256::ecdh::diffie_hellman(self.secret.to_nonzero_scalar(), sender.as_affine());
        let prk_key = hmac(&self.auth, &[ecdh.raw_secret_bytes().as_slice()]);
        let ikm = hmac(
            &prk_key,
            &[b"WebPush: info\0", &self.public(), as_public, &[1]],
        );
        let prk = hmac(salt, &[&ikm]);
        let cek = hmac(&prk, &[b"Content-Encoding: aes128gcm\0", &[1]]);
        let nonce = hmac(&prk, &[b"Content-Encoding: nonce\0", &[1]]);
        let cipher = Aes128Gcm::new_from_slice(&cek[..16]).map_err(|e| e.to_string())?;
        let mut plain = (cipher.decrypt(Nonce::from_slice(&nonce[..12]), record))
            .map_err(|_| "AES-GCM tag mismatch")?;
        let end = plain.iter().rposition(|&b| b != 0).ok_or("no delimiter")?;
        if plain[end] != 2 {
            return Err(format!("delimiter {}", plain[end]));
        }
        plain.truncate(end);
        Ok(plain)
    }
}

/// A push as the service received it: (path, headers, body).
pub type Pushed = (String, Vec<(String, String)>, Vec<u8>);

/// The push service on a loopback port: its origin, the pushes it receives, and the status it
/// answers them with (201 until set).
pub async fn push_service() -> (String, mpsc::UnboundedReceiver<Pushed>, Arc<AtomicU16>) {
    let (tx, rx) = mpsc::unbounded_channel::<Pushed>();
    let status = Arc::new(AtomicU16::new(201));
    let answer = Arc::clone(&status);
    let app = axum::Router::new().route(
        "/push/{name}",
        axum::routing::post(
            move |uri: axum::http::Uri, headers: HeaderMap, body: Bytes| {
                let tx = tx.clone();
                let answer = Arc::clone(&answer);
                async move {
                    let headers = headers
                        .iter()
                        .map(|(n, v)| (n.to_string(), v.to_str().unwrap_or("").to_owned()))
                        .collect();
                    let _ = tx.send((uri.path().to_owned(), headers, body.to_vec()));
                    StatusCode::from_u16(answer.load(Ordering::SeqCst)).unwrap()
                }
            },
        ),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let origin = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (origin, rx, status)
}
