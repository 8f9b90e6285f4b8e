//! `cargo xtask serve`: builds the site and runs the game server (`racetrack-server`) on it, the
//! API and the site on one port. Beside it, a small static file server for `dist/` (GET and
//! HEAD, one thread per connection, `Connection: close`) that the browser suite uses.

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::thread;
use std::time::Duration;

use crate::{Result, dist};

/// Builds `dist/` and runs the game server on it at 127.0.0.1:`port`, with the SQLite file
/// `racetrack.db` in the checkout, until the process is stopped.
pub fn serve_forever(root: &Path, port: u16) -> Result<()> {
    dist::dist(root)?;
    println!("xtask: the game and its API on http://127.0.0.1:{port}/ (Ctrl-C to stop)");
    let status = crate::process::cargo()
        .args(["run", "--release", "-p", "racetrack-server", "--", "--addr"])
        .arg(format!("127.0.0.1:{port}"))
        .args(["--db", "sqlite://racetrack.db", "--site", "dist"])
        .current_dir(root)
        .status()?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("racetrack-server stopped: {status}").into())
    }
}

/// Serves `dir` on a background thread on 127.0.0.1:`port` (0 = a free port) and returns
/// the bound address; the thread ends with the process.
pub fn spawn(dir: PathBuf, port: u16) -> Result<SocketAddr> {
    // Read again for each answer (a site rebuilt under it); a file that does not read is an
    // error here, and the bare policy later.
    racetrack_api::site::policy_of(&dir)?;
    let listener = bind(port)?;
    let addr = listener.local_addr()?;
    thread::spawn(move || accept_loop(listener, dir));
    Ok(addr)
}

fn bind(port: u16) -> Result<TcpListener> {
    TcpListener::bind(("127.0.0.1", port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}").into())
}

/// Serves each connection on its own thread; a failed request (a client gone) is dropped.
fn accept_loop(listener: TcpListener, dir: PathBuf) {
    for stream in listener.incoming().flatten() {
        let dir = dir.clone();
        thread::spawn(move || {
            let _ = handle(stream, &dir);
        });
    }
}

/// Answers one request on `stream` with a file of `dir`, under the site's policy.
fn handle(stream: TcpStream, dir: &Path) -> Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    let mut reader = BufReader::new(stream);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    // Of the headers only Accept-Encoding matters; read them all so the client sees a clean close.
    let mut header = String::new();
    let mut accepted = String::new();
    while reader.read_line(&mut header)? > 2 {
        if let Some((name, value)) = header.split_once(':')
            && name.trim().eq_ignore_ascii_case("accept-encoding")
        {
            accepted = value.trim().to_ascii_lowercase();
        }
        header.clear();
    }
    let mut parts = request_line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    let response = respond(method, target, dir, &accepted);
    let mut stream = reader.into_inner();
    let encoding = response
        .encoding
        .map_or(String::new(), |e| format!("Content-Encoding: {e}\r\n"));
    // The game server's security headers, so the browser suite runs the page under its policy.
    let policy = racetrack_api::site::policy_of(dir).unwrap_or_else(|e| {
        eprintln!("xtask serve: {e}");
        racetrack_api::site::CONTENT_SECURITY_POLICY.to_owned()
    });
    let security: String = racetrack_api::site::SECURITY_HEADERS
        .iter()
        .map(|(name, value)| format!("{name}: {value}\r\n"))
        .chain([format!("content-security-policy: {policy}\r\n")])
        .collect();
    write!(
        stream,
        "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {}\r\n{encoding}\
         Vary: Accept-Encoding\r\nCache-Control: {}\r\n{security}Connection: close\r\n\r\n",
        response.status,
        reason(response.status),
        response.content_type,
        response.body.len(),
        racetrack_api::site::SITE_CACHE_CONTROL,
    )?;
    if method != "HEAD" {
        stream.write_all(&response.body)?;
    }
    stream.flush()?;
    Ok(())
}

/// A response before it is written out.
#[derive(Debug)]
struct Response {
    status: u16,
    content_type: &'static str,
    /// `br` or `gzip` when the body is the file's precompressed copy.
    encoding: Option<&'static str>,
    body: Vec<u8>,
}

impl Response {
    fn error(status: u16) -> Response {
        Response {
            status,
            content_type: "text/plain; charset=utf-8",
            encoding: None,
            body: format!("{status} {}\n", reason(status)).into_bytes(),
        }
    }
}

/// The file `target` names under `dir`, as its brotli or gzip copy (`NAME.br`, `NAME.gz`, see
/// `compress.rs`) when there is one and `accepted` (the Accept-Encoding header, lowercase)
/// names that encoding, as a static host serves a precompressed site.
fn respond(method: &str, target: &str, dir: &Path, accepted: &str) -> Response {
    if method != "GET" && method != "HEAD" {
        return Response::error(405);
    }
    let Some(path) = resolve(dir, target) else {
        return Response::error(404);
    };
    if !path.is_file() {
        return Response::error(404);
    }
    let accepts = |coding: &str| {
        accepted.split(',').any(|part| {
            let mut fields = part.split(';');
            let name = fields.next().unwrap_or("").trim();
            let refused =
                fields.any(|f| matches!(f.trim(), "q=0" | "q=0.0" | "q=0.00" | "q=0.000"));
            name == coding && !refused
        })
    };
    for (coding, suffix) in [("br", "br"), ("gzip", "gz")] {
        if accepts(coding)
            && let Ok(body) = fs::read(crate::compress::with_suffix(&path, suffix))
        {
            return Response {
                status: 200,
                content_type: mime_type(&path),
                encoding: Some(coding),
                body,
            };
        }
    }
    match fs::read(&path) {
        Ok(body) => Response {
            status: 200,
            content_type: mime_type(&path),
            encoding: None,
            body,
        },
        _ => Response::error(404),
    }
}

/// Maps a request target to a file under `dir`; `None` for anything that could leave `dir`.
fn resolve(dir: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next()?;
    let decoded = percent_decode(path)?;
    let relative = Path::new(decoded.trim_start_matches('/'));
    if !relative
        .components()
        .all(|component| matches!(component, Component::Normal(_)))
    {
        return None;
    }
    let file = dir.join(relative);
    if decoded.ends_with('/') || file.is_dir() {
        Some(file.join("index.html"))
    } else {
        Some(file)
    }
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    let decoded = String::from_utf8(out).ok()?;
    (!decoded.contains('\0')).then_some(decoded)
}

/// The Content-Type for a file, by extension.
fn mime_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "txt" | "md" | "ftl" => "text/plain; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        404 => "Not Found",
        405 => "Method Not Allowed",
        _ => "Error",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    /// A small site in a folder removed when the result is dropped.
    fn site() -> tempfile::TempDir {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path();
        fs::create_dir_all(dir.join("pkg")).unwrap();
        fs::write(dir.join("index.html"), "<!doctype html>").unwrap();
        fs::write(dir.join("pkg/racetrack_bg.wasm"), b"\0asm").unwrap();
        fs::write(dir.join("a b.txt"), "spaced").unwrap();
        tmp
    }

    fn get(addr: SocketAddr, target: &str) -> String {
        let mut stream = TcpStream::connect(addr).unwrap();
        write!(stream, "GET {target} HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        answer
    }

    #[test]
    fn serves_files_with_their_types_and_404_otherwise() {
        let tmp = site();
        let addr = spawn(tmp.path().to_path_buf(), 0).unwrap();

        let index = get(addr, "/");
        assert!(index.starts_with("HTTP/1.1 200 OK\r\n"), "{index}");
        assert!(index.contains("Content-Type: text/html"));
        assert!(index.ends_with("<!doctype html>"));

        let wasm = get(addr, "/pkg/racetrack_bg.wasm?v=1");
        assert!(
            wasm.contains("Content-Type: application/wasm\r\n"),
            "{wasm}"
        );
        assert!(wasm.contains("Content-Length: 4\r\n"));

        assert!(get(addr, "/a%20b.txt").ends_with("spaced"));
        assert!(get(addr, "/missing.js").starts_with("HTTP/1.1 404"));
        assert!(get(addr, "/pkg").starts_with("HTTP/1.1 404"));
    }

    #[test]
    fn paths_cannot_leave_the_served_folder() {
        let dir = Path::new("/srv/site");
        assert_eq!(resolve(dir, "/../etc/passwd"), None);
        assert_eq!(resolve(dir, "/pkg/%2e%2e/%2e%2e/x"), None);
        assert_eq!(resolve(dir, "/bad%zz"), None);
        assert_eq!(resolve(dir, "/a%00b"), None);
        assert_eq!(
            resolve(dir, "/levels/index.json#x"),
            Some(PathBuf::from("/srv/site/levels/index.json"))
        );
    }

    #[test]
    fn only_get_and_head_are_allowed() {
        assert_eq!(
            respond("POST", "/", Path::new("/nonexistent"), "").status,
            405
        );
    }

    #[test]
    fn precompressed_copies_are_served_to_browsers_that_accept_them() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().to_path_buf();
        fs::write(dir.join("a.js"), "plain").unwrap();
        fs::write(dir.join("a.js.br"), "brotli").unwrap();
        fs::write(dir.join("a.js.gz"), "gzip").unwrap();
        let served = |accepted: &str| {
            let r = respond("GET", "/a.js", &dir, accepted);
            (
                r.encoding,
                String::from_utf8(r.body).unwrap(),
                r.content_type,
            )
        };
        let js = "text/javascript; charset=utf-8";
        assert_eq!(
            served("gzip, deflate, br"),
            (Some("br"), "brotli".into(), js)
        );
        assert_eq!(served("gzip"), (Some("gzip"), "gzip".into(), js));
        assert_eq!(served("br;q=0, gzip"), (Some("gzip"), "gzip".into(), js));
        assert_eq!(served(""), (None, "plain".into(), js));
        assert_eq!(served("identity"), (None, "plain".into(), js));

        let addr = spawn(dir.clone(), 0).unwrap();
        let mut stream = TcpStream::connect(addr).unwrap();
        write!(stream, "GET /a.js HTTP/1.1\r\nAccept-Encoding: br\r\n\r\n").unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        assert!(answer.contains("Content-Encoding: br\r\n"), "{answer}");
        assert!(answer.contains("Vary: Accept-Encoding\r\n"), "{answer}");
        assert!(answer.ends_with("brotli"), "{answer}");
    }

    #[test]
    fn mime_types_cover_the_site() {
        assert_eq!(mime_type(Path::new("x.wasm")), "application/wasm");
        assert_eq!(
            mime_type(Path::new("racetrack.js")),
            "text/javascript; charset=utf-8"
        );
        assert_eq!(mime_type(Path::new("index.json")), "application/json");
        assert_eq!(
            mime_type(Path::new("sw.js")),
            "text/javascript; charset=utf-8"
        );
        assert_eq!(
            mime_type(Path::new("manifest.webmanifest")),
            "application/manifest+json"
        );
        assert_eq!(mime_type(Path::new("icon-512.png")), "image/png");
        assert_eq!(mime_type(Path::new("README")), "application/octet-stream");
    }
}
