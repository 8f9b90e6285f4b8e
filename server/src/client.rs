//! Who a request comes from: the client's address, which every per-address limit counts
//! (connections, requests, live streams, players made).
//!
//! The address is the connection's peer, unless the peer is a proxy the operator trusts
//! (`--trusted-proxy CIDR`, repeatable): then it is read from `Forwarded` (RFC 7239) or, when
//! that header is absent, `X-Forwarded-For`, right to left, skipping the trusted proxies'
//! own hops, so a client cannot pass itself off as another by writing the header itself (what
//! it writes stands left of what the trusted proxy appends). IPv6 clients count per /64
//! ([`counted`]): one host hands out addresses from its own /64 at will.

use std::net::IpAddr;

use axum::http::HeaderMap;
use ipnet::IpNet;

/// The request's client address, as the limits count it (set by [`crate::serve`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientAddr(pub IpAddr);

/// The address a request counts against ([`counted`]): its [`ClientAddr`], or its peer's
/// when it came some other way (a test's `ConnectInfo`); `None` when neither is known.
pub fn of(extensions: &axum::http::Extensions) -> Option<IpAddr> {
    extensions
        .get::<ClientAddr>()
        .map(|c| c.0)
        .or_else(|| {
            extensions
                .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
                .map(|info| info.0.ip())
        })
        .map(counted)
}

/// The proxies whose forwarding headers are believed.
#[derive(Clone, Debug, Default)]
pub struct Trusted(Vec<IpNet>);

impl Trusted {
    /// These networks.
    pub fn new(networks: Vec<IpNet>) -> Trusted {
        Trusted(networks)
    }

    /// Whether `ip` is one of the trusted proxies.
    pub fn holds(&self, ip: IpAddr) -> bool {
        let ip = plain(ip);
        self.0.iter().any(|net| net.contains(&ip))
    }

    /// The client of a request that came from `peer` with `headers`.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let peer = plain(peer);
        if !self.holds(peer) {
            return peer;
        }
        let hops = forwarded_for(headers).or_else(|| x_forwarded_for(headers));
        let mut client = peer;
        for hop in hops.unwrap_or_default().into_iter().rev() {
            // An obfuscated or unknown hop ends the walk: the last proxy that spoke is the
            // client as far as the limits know.
            let Some(ip) = hop else { break };
            client = ip;
            if !self.holds(ip) {
                break;
            }
        }
        client
    }
}

/// An IPv4-mapped IPv6 address as IPv4; any other address as it is.
fn plain(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// What the per-address limits count: an IPv4 address, or an IPv6 address's /64.
pub fn counted(ip: IpAddr) -> IpAddr {
    match plain(ip) {
        IpAddr::V6(v6) => {
            let mut segments = v6.segments();
            segments[4..].fill(0);
            IpAddr::V6(segments.into())
        }
        v4 => v4,
    }
}

/// One hop's address: `192.0.2.1`, `192.0.2.1:80`, `"[2001:db8::1]:80"`, `2001:db8::1`;
/// `None` for `unknown`, an obfuscated name or anything else.
fn hop(text: &str) -> Option<IpAddr> {
    let text = text.trim().trim_matches('"');
    if let Ok(ip) = text.parse::<IpAddr>() {
        return Some(plain(ip));
    }
    if let Some(rest) = text.strip_prefix('[') {
        return rest.split_once(']')?.0.parse().ok().map(plain);
    }
    let (host, port) = text.rsplit_once(':')?;
    port.parse::<u16>().ok()?;
    host.parse().ok().map(plain)
}

/// The `for=` hops of every `Forwarded` header, first to last (`None` without the header).
fn forwarded_for(headers: &HeaderMap) -> Option<Vec<Option<IpAddr>>> {
    let mut hops = Vec::new();
    let mut any = false;
    for value in headers.get_all(axum::http::header::FORWARDED) {
        any = true;
        let Ok(value) = value.to_str() else {
            hops.push(None);
            continue;
        };
        for element in value.split(',') {
            let node = element
                .split(';')
                .filter_map(|pair| pair.split_once('='))
                .find(|(key, _)| key.trim().eq_ignore_ascii_case("for"))
                .map(|(_, node)| node);
            hops.push(node.and_then(hop));
        }
    }
    any.then_some(hops)
}

/// The hops of every `X-Forwarded-For` header, first to last (`None` without the header).
fn x_forwarded_for(headers: &HeaderMap) -> Option<Vec<Option<IpAddr>>> {
    let mut hops = Vec::new();
    let mut any = false;
    for value in headers.get_all("x-forwarded-for") {
        any = true;
        match value.to_str() {
            Ok(value) => hops.extend(value.split(',').map(hop)),
            Err(_) => hops.push(None),
        }
    }
    any.then_some(hops)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, value.parse().unwrap());
        }
        map
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn proxies() -> Trusted {
        Trusted::new(vec![
            "10.0.0.0/8".parse().unwrap(),
            "fd00::/8".parse().unwrap(),
        ])
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_writes() {
        let h = headers(&[("x-forwarded-for", "1.2.3.4"), ("forwarded", "for=5.6.7.8")]);
        assert_eq!(proxies().client(ip("203.0.113.9"), &h), ip("203.0.113.9"));
        assert_eq!(
            Trusted::default().client(ip("10.0.0.1"), &h),
            ip("10.0.0.1")
        );
    }

    #[test]
    fn behind_a_trusted_proxy_the_rightmost_untrusted_hop_is_the_client() {
        // The client wrote 6.6.6.6 itself; the proxy appended what it saw.
        let h = headers(&[("x-forwarded-for", "6.6.6.6, 198.51.100.7, 10.1.1.1")]);
        assert_eq!(proxies().client(ip("10.0.0.1"), &h), ip("198.51.100.7"));
        let h = headers(&[(
            "forwarded",
            "for=6.6.6.6, for=\"[2001:db8:cafe::17]:4711\";proto=https, for=10.2.2.2",
        )]);
        assert_eq!(proxies().client(ip("fd00::1"), &h), ip("2001:db8:cafe::17"));
        let h = headers(&[("forwarded", "for=192.0.2.60:8080;by=10.0.0.1")]);
        assert_eq!(
            proxies().client(ip("::ffff:10.0.0.1"), &h),
            ip("192.0.2.60")
        );
    }

    #[test]
    fn forwarded_wins_over_x_forwarded_for_and_unknown_hops_stop_the_walk() {
        let h = headers(&[
            ("forwarded", "for=192.0.2.1"),
            ("x-forwarded-for", "198.51.100.1"),
        ]);
        assert_eq!(proxies().client(ip("10.0.0.1"), &h), ip("192.0.2.1"));
        let h = headers(&[("forwarded", "for=192.0.2.1, for=unknown, for=10.3.3.3")]);
        assert_eq!(proxies().client(ip("10.0.0.1"), &h), ip("10.3.3.3"));
        // No header: the proxy itself.
        assert_eq!(
            proxies().client(ip("10.0.0.1"), &HeaderMap::new()),
            ip("10.0.0.1")
        );
    }

    #[test]
    fn ipv6_clients_are_counted_per_64_and_mapped_ipv4_as_ipv4() {
        assert_eq!(
            counted(ip("2001:db8:1:2:aaaa::1")),
            counted(ip("2001:db8:1:2:bbbb::9"))
        );
        assert_ne!(
            counted(ip("2001:db8:1:2::1")),
            counted(ip("2001:db8:1:3::1"))
        );
        assert_eq!(counted(ip("::ffff:10.0.0.7")), ip("10.0.0.7"));
    }
}
