//! A tiny static-file HTTP server on 127.0.0.1 for the demo sites.
//!
//! Only what a browser needs to load local pages: `GET`/`HEAD`, one request
//! per connection, files under one root folder. Anything that would leave
//! that folder (`..`, encoded or not, absolute or Windows-style paths) is
//! refused, and the listener binds loopback only, so nothing off the machine
//! can reach it.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

/// The demo sites shipped with the repository.
pub const DEMO_SITES_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/demo-sites");

/// A request head larger than this is refused: the demo pages send tiny ones,
/// and a bound keeps a misbehaving client from growing memory.
const MAX_REQUEST_HEAD_BYTES: usize = 16 * 1024;

/// A client that sends nothing for this long is dropped, so a stuck
/// connection cannot hold a thread forever.
const CLIENT_TIMEOUT: Duration = Duration::from_secs(10);

#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    #[error("demo site folder {path} is not a readable directory: {source}")]
    Root { path: PathBuf, source: io::Error },
    #[error("could not listen on 127.0.0.1:{port} (0 = any free port): {source}")]
    Bind { port: u16, source: io::Error },
}

/// A running server; stops when dropped.
#[derive(Debug)]
pub struct DemoServer {
    addr: SocketAddr,
    stopping: Arc<AtomicBool>,
    accept_thread: Option<JoinHandle<()>>,
}

impl DemoServer {
    /// Serves `root` on an ephemeral loopback port.
    pub fn start(root: impl Into<PathBuf>) -> Result<Self, ServerError> {
        Self::start_on(root, 0)
    }

    /// Serves `root` on loopback `port` (0: any free port). A fixed port
    /// keeps the page URLs, which records hold, the same from run to run.
    pub fn start_on(root: impl Into<PathBuf>, port: u16) -> Result<Self, ServerError> {
        let root = root.into();
        let root = root
            .canonicalize()
            .and_then(|p| {
                if p.is_dir() {
                    Ok(p)
                } else {
                    Err(io::Error::new(
                        io::ErrorKind::NotADirectory,
                        "not a directory",
                    ))
                }
            })
            .map_err(|source| ServerError::Root { path: root, source })?;
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, port))
            .map_err(|source| ServerError::Bind { port, source })?;
        let addr = listener
            .local_addr()
            .map_err(|source| ServerError::Bind { port, source })?;
        let stopping = Arc::new(AtomicBool::new(false));
        let root = Arc::new(root);
        let stop = Arc::clone(&stopping);
        let accept_thread = std::thread::Builder::new()
            .name("demo-server".into())
            .spawn(move || {
                for stream in listener.incoming() {
                    if stop.load(Ordering::Acquire) {
                        break;
                    }
                    let Ok(stream) = stream else { continue };
                    let root = Arc::clone(&root);
                    // One short-lived thread per connection: page loads are a
                    // handful of small files, and a slow client cannot block others.
                    let _ = std::thread::Builder::new()
                        .name("demo-server-conn".into())
                        .spawn(move || {
                            let _ = serve_connection(stream, &root);
                        });
                }
            })
            .map_err(|source| ServerError::Bind { port, source })?;
        Ok(Self {
            addr,
            stopping,
            accept_thread: Some(accept_thread),
        })
    }

    /// Serves the repository's `testdata/demo-sites`.
    pub fn start_demo_sites() -> Result<Self, ServerError> {
        Self::start(DEMO_SITES_DIR)
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `http://127.0.0.1:PORT`, without a trailing slash.
    pub fn origin(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// The absolute URL of `path_and_query` (which starts with `/`).
    pub fn url(&self, path_and_query: &str) -> String {
        format!("{}{}", self.origin(), path_and_query)
    }
}

/// The servers of one run: one per folder its tasks serve (`start.serve`),
/// on loopback ports from `first_port` up (0: any free ports).
#[derive(Debug, Default)]
pub struct Servers {
    servers: Vec<(PathBuf, DemoServer)>,
}

impl Servers {
    /// Starts a server for each distinct folder.
    pub fn start<'a>(
        folders: impl IntoIterator<Item = &'a Path>,
        first_port: u16,
    ) -> Result<Self, ServerError> {
        let mut servers: Vec<(PathBuf, DemoServer)> = Vec::new();
        for folder in folders {
            let canonical = folder.canonicalize().map_err(|source| ServerError::Root {
                path: folder.to_path_buf(),
                source,
            })?;
            if servers.iter().any(|(f, _)| *f == canonical) {
                continue;
            }
            let port = match first_port {
                0 => 0,
                p => p.saturating_add(servers.len() as u16),
            };
            let server = DemoServer::start_on(&canonical, port)?;
            servers.push((canonical, server));
        }
        Ok(Self { servers })
    }

    /// A server for each folder `scripts` start in (`start.serve`).
    pub fn for_scripts(
        scripts: &[mimic_task::TaskScript],
        first_port: u16,
    ) -> Result<Self, ServerError> {
        Self::start(
            scripts.iter().filter_map(|s| match &s.start {
                mimic_task::script::StartAt::Served { folder, .. } => Some(folder.as_path()),
                mimic_task::script::StartAt::Url { .. } => None,
            }),
            first_port,
        )
    }

    /// The server of `folder`, if it was started.
    pub fn get(&self, folder: &Path) -> Option<&DemoServer> {
        let canonical = folder.canonicalize().ok()?;
        self.servers
            .iter()
            .find(|(f, _)| *f == canonical)
            .map(|(_, s)| s)
    }
}

impl Drop for DemoServer {
    fn drop(&mut self) {
        self.stopping.store(true, Ordering::Release);
        // Wake the blocking accept so the thread sees the flag.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1));
        if let Some(thread) = self.accept_thread.take() {
            let _ = thread.join();
        }
    }
}

fn serve_connection(stream: TcpStream, root: &Path) -> io::Result<()> {
    stream.set_read_timeout(Some(CLIENT_TIMEOUT))?;
    stream.set_write_timeout(Some(CLIENT_TIMEOUT))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut head = Vec::new();
    loop {
        let before = head.len();
        let read = (&mut reader)
            .take((MAX_REQUEST_HEAD_BYTES + 1 - head.len()) as u64)
            .read_until(b'\n', &mut head)?;
        if read == 0 || head.len() > MAX_REQUEST_HEAD_BYTES {
            return respond(&stream, Status::BadRequest, None, false);
        }
        let line = &head[before..];
        if line == b"\r\n" || line == b"\n" {
            break;
        }
    }
    let request_line = String::from_utf8_lossy(&head);
    let mut parts = request_line.lines().next().unwrap_or("").split(' ');
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    let head_only = method == "HEAD";
    if method != "GET" && !head_only {
        return respond(&stream, Status::MethodNotAllowed, None, head_only);
    }
    match resolve(root, target) {
        Ok(path) => match std::fs::read(&path) {
            Ok(body) => respond(
                &stream,
                Status::Ok,
                Some((content_type(&path), body)),
                head_only,
            ),
            Err(_) => respond(&stream, Status::NotFound, None, head_only),
        },
        Err(status) => respond(&stream, status, None, head_only),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    Ok,
    BadRequest,
    Forbidden,
    NotFound,
    MethodNotAllowed,
}

impl Status {
    fn line(self) -> &'static str {
        match self {
            Self::Ok => "200 OK",
            Self::BadRequest => "400 Bad Request",
            Self::Forbidden => "403 Forbidden",
            Self::NotFound => "404 Not Found",
            Self::MethodNotAllowed => "405 Method Not Allowed",
        }
    }
}

fn respond(
    mut stream: &TcpStream,
    status: Status,
    body: Option<(&str, Vec<u8>)>,
    head_only: bool,
) -> io::Result<()> {
    let (kind, body) = body.unwrap_or((
        "text/plain; charset=utf-8",
        status.line().as_bytes().to_vec(),
    ));
    let head = format!(
        "HTTP/1.1 {}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n",
        status.line(),
        body.len()
    );
    stream.write_all(head.as_bytes())?;
    if !head_only {
        stream.write_all(&body)?;
    }
    stream.flush()?;
    stream.shutdown(Shutdown::Both)
}

/// Maps a request target to a file under `root`, or the status to answer.
fn resolve(root: &Path, target: &str) -> Result<PathBuf, Status> {
    let path = target.split(['?', '#']).next().unwrap_or("");
    if !path.starts_with('/') {
        return Err(Status::BadRequest);
    }
    let decoded = percent_decode(path).ok_or(Status::BadRequest)?;
    if decoded.contains(['\\', '\0']) {
        return Err(Status::Forbidden);
    }
    let mut resolved = root.to_path_buf();
    for component in Path::new(decoded.trim_start_matches('/')).components() {
        match component {
            Component::Normal(part) => resolved.push(part),
            Component::CurDir => {}
            Component::ParentDir | Component::RootDir | Component::Prefix(_) => {
                return Err(Status::Forbidden);
            }
        }
    }
    if resolved.is_dir() {
        resolved.push("index.html");
    }
    // A symlink inside the root could still point outside it.
    let real = resolved.canonicalize().map_err(|_| Status::NotFound)?;
    if !real.starts_with(root) {
        return Err(Status::Forbidden);
    }
    Ok(real)
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
    String::from_utf8(out).ok()
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("json") => "application/json",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn get(server: &DemoServer, request: &str) -> (String, Vec<u8>) {
        let mut stream = TcpStream::connect(server.addr()).unwrap();
        stream.write_all(request.as_bytes()).unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).unwrap();
        let split = response.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
        let head = String::from_utf8(response[..split].to_vec()).unwrap();
        (head, response[split + 4..].to_vec())
    }

    fn status_of(server: &DemoServer, target: &str) -> String {
        let (head, _) = get(server, &format!("GET {target} HTTP/1.1\r\nHost: x\r\n\r\n"));
        head.lines().next().unwrap().to_string()
    }

    #[test]
    fn serves_demo_files_with_their_type() {
        let server = DemoServer::start_demo_sites().unwrap();
        let (head, body) = get(
            &server,
            "GET /todo/index.html?seed=3 HTTP/1.1\r\nHost: x\r\n\r\n",
        );
        assert!(head.starts_with("HTTP/1.1 200 OK"), "{head}");
        assert!(head.contains("Content-Type: text/html"), "{head}");
        let on_disk = std::fs::read(Path::new(DEMO_SITES_DIR).join("todo/index.html")).unwrap();
        assert_eq!(body, on_disk);
        let (head, _) = get(&server, "GET /common/demo.js HTTP/1.1\r\n\r\n");
        assert!(head.contains("Content-Type: text/javascript"), "{head}");
        assert_eq!(status_of(&server, "/todo/"), "HTTP/1.1 200 OK");
    }

    #[test]
    fn refuses_paths_that_leave_the_root() {
        let server = DemoServer::start_demo_sites().unwrap();
        for target in [
            "/../Cargo.toml",
            "/../../Cargo.toml",
            "/%2e%2e/%2e%2e/Cargo.toml",
            "/todo/..%2f..%2f..%2fCargo.toml",
            "/todo/%2E%2E/%2E%2E/%2E%2E/Cargo.toml",
            "/..%5c..%5cCargo.toml",
            "//etc/passwd",
        ] {
            let status = status_of(&server, target);
            assert!(
                status.contains("403") || status.contains("404"),
                "{target} -> {status}"
            );
            assert!(!status.contains("200"), "{target} -> {status}");
        }
    }

    #[test]
    fn answers_errors_plainly() {
        let server = DemoServer::start_demo_sites().unwrap();
        assert_eq!(status_of(&server, "/nope.html"), "HTTP/1.1 404 Not Found");
        assert_eq!(status_of(&server, "/bad%zz"), "HTTP/1.1 400 Bad Request");
        let (head, _) = get(&server, "POST /todo/index.html HTTP/1.1\r\n\r\n");
        assert!(head.starts_with("HTTP/1.1 405"), "{head}");
        let (head, body) = get(&server, "HEAD /todo/index.html HTTP/1.1\r\n\r\n");
        assert!(head.starts_with("HTTP/1.1 200"), "{head}");
        assert!(body.is_empty());
    }

    #[test]
    fn listens_on_loopback_only_and_stops_on_drop() {
        let server = DemoServer::start_demo_sites().unwrap();
        let addr = server.addr();
        assert!(addr.ip().is_loopback());
        drop(server);
        assert!(TcpStream::connect_timeout(&addr, Duration::from_millis(200)).is_err());
    }

    #[test]
    fn a_taken_port_is_a_clear_error() {
        let first = DemoServer::start_demo_sites().unwrap();
        let err = DemoServer::start_on(DEMO_SITES_DIR, first.addr().port()).unwrap_err();
        assert!(
            err.to_string().contains(&first.addr().port().to_string()),
            "{err}"
        );
    }

    #[test]
    fn a_missing_root_is_a_clear_error() {
        let err = DemoServer::start("/no/such/folder").unwrap_err();
        assert!(err.to_string().contains("/no/such/folder"), "{err}");
    }
}
