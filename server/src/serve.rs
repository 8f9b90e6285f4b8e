//! The server's connections: accepted under caps, each served by hyper's HTTP/1.1 with a header
//! read timeout, and closed gracefully at shutdown.
//!
//! - A connection must send a whole request head within [`Connections::header_read`] of opening
//!   or of its previous answer: a silent socket, an idle keep-alive connection and a request
//!   sent one header line at a time (slowloris) are closed when it runs out.
//! - One client address holds at most [`Connections::per_address`] connections at once (IPv6
//!   addresses counted per /64; a trusted proxy's connections count against the total only),
//!   and the server at most [`Connections::total`]: a connection
//!   over either cap is answered 429 with `Retry-After` and closed at once, so one address at
//!   its cap never stops another from being answered.
//! - A connection counts against both caps for as long as its socket is open, upgraded or not:
//!   the caps' permits are held by the socket itself ([`Held`]), so a live stream counts.
//! - Each request carries its client's address ([`ClientAddr`]): the peer's, or the one a
//!   trusted proxy forwarded ([`crate::client`]).
//! - At shutdown the listener closes, connections finish the request under way and close.
//!   Upgraded connections (the live streams) are the application's to close.

use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};
use tower::Service;

use crate::client::{ClientAddr, Trusted, counted};

/// Seconds a connection has to send a request head (from opening, or from its last answer).
pub const HEADER_READ_SECONDS: u64 = 10;
/// Connections one client address may hold at once.
pub const PER_ADDRESS: usize = 256;
/// Connections the server holds at once.
pub const TOTAL: usize = 10_000;

/// The connection limits.
#[derive(Clone, Debug)]
pub struct Connections {
    /// Time to send a request head.
    pub header_read: Duration,
    /// Connections per client address (per /64 for IPv6).
    pub per_address: usize,
    /// Connections in all.
    pub total: usize,
    /// The proxies whose forwarding headers name the client: their own connections count
    /// against the total only.
    pub trusted: Trusted,
}

impl Default for Connections {
    fn default() -> Connections {
        Connections {
            header_read: Duration::from_secs(HEADER_READ_SECONDS),
            per_address: PER_ADDRESS,
            total: TOTAL,
            trusted: Trusted::default(),
        }
    }
}

/// Connections open per client.
#[derive(Default)]
struct PerAddress(Mutex<HashMap<IpAddr, usize>>);

/// One connection counted against its client until it is dropped.
struct Counted {
    table: Arc<PerAddress>,
    client: IpAddr,
}

impl PerAddress {
    fn take(table: &Arc<PerAddress>, client: IpAddr, most: usize) -> Option<Counted> {
        let mut open = table.0.lock().unwrap_or_else(|e| e.into_inner());
        let count = open.entry(client).or_insert(0);
        if *count >= most {
            return None;
        }
        *count += 1;
        Some(Counted {
            table: Arc::clone(table),
            client,
        })
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        let mut open = self.table.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = open.get_mut(&self.client) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.client);
            }
        }
    }
}

/// A connection's socket with its places under the caps, given back when the socket is dropped
/// (when hyper is done with it, or when the live stream it was upgraded to ends).
struct Held {
    stream: TcpStream,
    _places: (OwnedSemaphorePermit, Counted),
}

impl AsyncRead for Held {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Held {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

/// What a connection over a cap is told before it is closed.
fn over_cap() -> Vec<u8> {
    let body = r#"{"error":"too_many_connections","message":"Too many connections from here; try again soon."}"#;
    format!(
        "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 1\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// Serves `app` on `listener` under `limits` until `shutdown` completes, then lets the
/// connections finish their requests.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: Connections,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let (stop_tx, stop_rx) = watch::channel(false);
    tokio::spawn(async move {
        shutdown.await;
        let _ = stop_tx.send(true);
    });
    let total = Arc::new(Semaphore::new(limits.total.max(1)));
    let per_address = Arc::new(PerAddress::default());
    let (close_tx, close_rx) = watch::channel(());
    let mut stopping = stop_rx.clone();
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of file descriptors, or a connection reset before it was taken: wait
                    // a moment rather than spin.
                    tracing::warn!(error = %e, "accept");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = stopping.wait_for(|stop| *stop) => break,
        };
        let permits = Arc::clone(&total).try_acquire_owned().ok().and_then(|all| {
            let most = if limits.trusted.holds(peer.ip()) {
                usize::MAX
            } else {
                limits.per_address
            };
            let one = PerAddress::take(&per_address, counted(peer.ip()), most)?;
            Some((all, one))
        });
        let Some(places) = permits else {
            tracing::debug!(%peer, "connection over a cap: refused");
            // Told why, for at most a second, off the accepting loop.
            tokio::spawn(async move {
                use tokio::io::AsyncWriteExt;
                let mut stream = stream;
                let told = async {
                    stream.write_all(&over_cap()).await?;
                    stream.shutdown().await
                };
                let _ = tokio::time::timeout(Duration::from_secs(1), told).await;
            });
            continue;
        };
        let _ = stream.set_nodelay(true);
        let router = app.clone();
        let trusted = limits.trusted.clone();
        let header_read = limits.header_read;
        let mut stop = stop_rx.clone();
        let close = close_rx.clone();
        let held = Held {
            stream,
            _places: places,
        };
        tokio::spawn(async move {
            serve_one(held, (peer, trusted), router, header_read, &mut stop).await;
            drop(close);
        });
    }
    drop(listener);
    drop(close_rx);
    // Every connection holds a receiver: all are gone when the sender sees none.
    close_tx.closed().await;
}

/// One connection, until it closes or, after `stop`, its request under way is answered.
async fn serve_one(
    stream: Held,
    (peer, trusted): (SocketAddr, Trusted),
    router: Router,
    header_read: Duration,
    stop: &mut watch::Receiver<bool>,
) {
    let service = hyper::service::service_fn(move |mut request: hyper::Request<_>| {
        let client = trusted.client(peer.ip(), request.headers());
        request.extensions_mut().insert(ConnectInfo(peer));
        request.extensions_mut().insert(ClientAddr(client));
        let mut router = router.clone();
        async move { router.call(request).await }
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(header_read)
        .keep_alive(true);
    let connection = builder
        .serve_connection(TokioIo::new(stream), service)
        .with_upgrades();
    tokio::pin!(connection);
    let mut stopped = *stop.borrow();
    if stopped {
        connection.as_mut().graceful_shutdown();
    }
    loop {
        tokio::select! {
            _ = connection.as_mut() => return,
            _ = stop.wait_for(|stop| *stop), if !stopped => {
                stopped = true;
                connection.as_mut().graceful_shutdown();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_at_its_cap_is_refused_until_one_of_its_connections_closes() {
        let table = Arc::new(PerAddress::default());
        let ip: IpAddr = "10.0.0.1".parse().unwrap();
        let other: IpAddr = "10.0.0.2".parse().unwrap();
        let first = PerAddress::take(&table, ip, 2).unwrap();
        let _second = PerAddress::take(&table, ip, 2).unwrap();
        assert!(PerAddress::take(&table, ip, 2).is_none());
        assert!(PerAddress::take(&table, other, 2).is_some());
        drop(first);
        assert!(PerAddress::take(&table, ip, 2).is_some());
    }

    #[test]
    fn the_refusal_is_a_whole_answer() {
        let bytes = over_cap();
        let text = std::str::from_utf8(&bytes).unwrap();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        assert!(head.contains(&format!("Content-Length: {}", body.len())));
        assert!(serde_json::from_str::<serde_json::Value>(body).is_ok());
    }
}
